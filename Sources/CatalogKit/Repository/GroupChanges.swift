/// How a shop's or a category's member list differs from the one built at load: the product
/// slots that joined it and those that left, each sorted. The members are then the loaded ones
/// without those that left, merged with those that joined, in slot order (file order for
/// loaded products, then products added by changes).
///
/// A change to a big group copies only these two short lists, never the group's members.
struct GroupChanges: Sendable, Equatable {
    /// Slots that joined the group, ascending.
    private(set) var joined: [Int32] = []
    /// Loaded members that left the group, ascending.
    private(set) var left: [Int32] = []

    var isEmpty: Bool { joined.isEmpty && left.isEmpty }

    /// Records that `slot` is now a member; `wasLoadedMember` says whether the load put it in
    /// this group.
    mutating func add(_ slot: Int32, wasLoadedMember: Bool) {
        if wasLoadedMember {
            Self.remove(slot, from: &left)
        } else {
            Self.insert(slot, into: &joined)
        }
    }

    /// Records that `slot` is no longer a member.
    mutating func remove(_ slot: Int32, wasLoadedMember: Bool) {
        if wasLoadedMember {
            Self.insert(slot, into: &left)
        } else {
            Self.remove(slot, from: &joined)
        }
    }

    /// Calls `body` with each member in slot order, `loaded` filtered and merged with the
    /// slots that joined, until it returns `true`.
    func forEachMember(loaded: ArraySlice<Int32>, _ body: (Int32) -> Bool) {
        var next = joined.startIndex
        for member in loaded {
            while next < joined.endIndex, joined[next] < member {
                if body(joined[next]) { return }
                next += 1
            }
            if !left.isEmpty, Self.contains(member, in: left) { continue }
            if body(member) { return }
        }
        while next < joined.endIndex {
            if body(joined[next]) { return }
            next += 1
        }
    }

    private static func position(of slot: Int32, in list: [Int32]) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < slot { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func contains(_ slot: Int32, in list: [Int32]) -> Bool {
        let index = position(of: slot, in: list)
        return index < list.count && list[index] == slot
    }

    private static func insert(_ slot: Int32, into list: inout [Int32]) {
        let index = position(of: slot, in: list)
        if index < list.count, list[index] == slot { return }
        list.insert(slot, at: index)
    }

    private static func remove(_ slot: Int32, from list: inout [Int32]) {
        let index = position(of: slot, in: list)
        if index < list.count, list[index] == slot { list.remove(at: index) }
    }
}
