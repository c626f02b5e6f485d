/// The products of each shop (or each category), in file order, as one flat table: the
/// product indexes of group *g* are `members[offsets[g]..<offsets[g + 1]]`, and `names`
/// gives each group's number. Built in two passes with no allocation per group or product,
/// and 4 bytes per product whatever the number of groups.
struct ProductGroupIndex: Sendable {
    /// The group names, numbered in order of first appearance.
    let names: PositionTable
    private let offsets: [Int32]
    private let members: [Int32]

    /// No groups.
    static let empty = ProductGroupIndex(names: PositionTable(), offsets: [0], members: [])

    private init(names: PositionTable, offsets: [Int32], members: [Int32]) {
        self.names = names
        self.offsets = offsets
        self.members = members
    }

    /// Groups `products` by the name `key` gives each.
    ///
    /// - Complexity: O(*n*) for *n* products.
    init(products: [Product], key: (borrowing Product) -> String) {
        var names = PositionTable()
        var groupOf = [Int32](repeating: 0, count: products.count)
        // Each product is lent to `key`, not copied: a copy would retain and release every
        // text it holds, and texts shared by many products (brands, tags) would have two
        // threads fighting over their reference counts.
        products.withUnsafeBufferPointer { products in
            for index in products.indices {
                groupOf[index] = Int32(truncatingIfNeeded: names.insert(key(products[index])).position)
            }
        }
        var offsets = [Int32](repeating: 0, count: names.count + 1)
        for group in groupOf { offsets[Int(group) + 1] += 1 }
        for group in 0..<names.count { offsets[group + 1] += offsets[group] }
        var next = offsets
        var members = [Int32](repeating: 0, count: products.count)
        for (index, group) in groupOf.enumerated() {
            members[Int(next[Int(group)])] = Int32(truncatingIfNeeded: index)
            next[Int(group)] += 1
        }
        self.init(names: names, offsets: offsets, members: members)
    }

    /// The indexes of the products in the group `name`, in file order (none for an unknown
    /// name).
    ///
    /// - Complexity: O(1); the slice is not copied.
    func members(of name: String) -> ArraySlice<Int32> {
        guard let group = names[name] else { return [] }
        return members[Int(offsets[group])..<Int(offsets[group + 1])]
    }
}
