import Relay

/// A random pair of lists for property tests: the old one, and the new one derived from it by a
/// kind of change that stresses a different part of the diff.
struct RandomDiffCase: CustomStringConvertible {
    enum Kind: CaseIterable {
        case edits, duplicates, shuffle, allChanged, disjoint, emptyOld, emptyNew
    }

    let kind: Kind
    let old: [TestItem]
    let new: [TestItem]

    var description: String {
        "\(kind): \(old) -> \(new)"
    }

    /// Draws a case of `kind`, or of any kind, with lists of up to `maximumCount` items.
    init(kind: Kind? = nil, using generator: inout SplitMix64, maximumCount: Int = 40) {
        let kind = kind ?? Kind.allCases.randomElement(using: &generator)!
        let count = Int.random(in: 0...maximumCount, using: &generator)
        var nextID = count
        let repeatsIDs = kind == .duplicates
        // Identities from a pool smaller than the list repeat often.
        var old = (0..<count).map {
            TestItem(repeatsIDs ? Int.random(in: 0...max(count / 3, 1), using: &generator) : $0)
        }
        var new = old
        switch kind {
        case .edits, .duplicates:
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                Self.edit(&new, nextID: &nextID, repeatsIDs: repeatsIDs, using: &generator)
            }
        case .shuffle:
            new.shuffle(using: &generator)
        case .allChanged:
            new = new.map { TestItem($0.id, revision: $0.revision + 1) }
        case .disjoint:
            new = (0..<Int.random(in: 0...maximumCount, using: &generator)).map { TestItem(count + $0) }
        case .emptyOld:
            old = []
        case .emptyNew:
            new = []
        }
        self.kind = kind
        self.old = old
        self.new = new
    }

    private static func edit(
        _ items: inout [TestItem],
        nextID: inout Int,
        repeatsIDs: Bool,
        using generator: inout SplitMix64
    ) {
        let position = Int.random(in: 0...items.count, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0 where position < items.count:
            items.remove(at: position)
        case 1:
            items.insert(TestItem(nextID), at: position)
            nextID += 1
        case 2 where position < items.count:
            let moved = items.remove(at: position)
            items.insert(moved, at: Int.random(in: 0...items.count, using: &generator))
        case 3 where position < items.count:
            items[position].revision += 1
        case 4 where repeatsIDs && !items.isEmpty:
            let copied = items.randomElement(using: &generator)!
            items.insert(TestItem(copied.id, revision: copied.revision + 1), at: position)
        default:
            break
        }
    }
}
