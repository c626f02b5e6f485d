import Relay
import Testing

@testable import CatalogKit

@Suite struct PersistentMapTests {
    /// A key whose hash the test chooses, to force collisions at every level.
    struct CollidingKey: Hashable, Sendable {
        let id: Int
        let bucket: Int
        func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    }

    @Test func agreesWithADictionaryOverRandomUpdates() {
        var generator = SplitMix64(seed: 42)
        var map = PersistentMap<Int, Int>()
        var reference: [Int: Int] = [:]
        for step in 0..<20_000 {
            let key = Int(generator.next() % 5_000)
            map.update(key, with: step)
            reference[key] = step
        }
        #expect(map.count == reference.count)
        for (key, value) in reference { #expect(map[key] == value) }
        #expect(map[-1] == nil)
        var seen: [Int: Int] = [:]
        map.forEachEntry { seen[$0] = $1 }
        #expect(seen == reference)
    }

    @Test func anUpdateLeavesEveryEarlierMapAsItWas() {
        var snapshots: [PersistentMap<String, Int>] = [PersistentMap()]
        for index in 0..<300 {
            snapshots.append(snapshots[snapshots.count - 1].updating("k\(index % 100)", with: index))
        }
        for (version, snapshot) in snapshots.enumerated() {
            // Version v has seen updates 0..<v: key k holds the last index < v with index % 100 == k.
            for key in 0..<100 {
                let expected = Array(stride(from: key, to: version, by: 100)).last
                #expect(snapshot["k\(key)"] == expected, "version \(version), key \(key)")
            }
        }
    }

    @Test func keysWhoseHashesCollideAreKeptApart() {
        var map = PersistentMap<CollidingKey, Int>()
        for id in 0..<64 { map.update(CollidingKey(id: id, bucket: id % 2), with: id) }
        #expect(map.count == 64)
        for id in 0..<64 { #expect(map[CollidingKey(id: id, bucket: id % 2)] == id) }
        map.update(CollidingKey(id: 5, bucket: 1), with: -5)
        #expect(map.count == 64)
        #expect(map[CollidingKey(id: 5, bucket: 1)] == -5)
        #expect(map[CollidingKey(id: 64, bucket: 0)] == nil)
    }
}
