import Relay
import Testing

@testable import CellKit

@Suite struct BatchPlanTests {
    @Test func survivingItemsMapToWhereApplyingTheBatchPutsThem() throws {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let old = Array(0..<Int.random(in: 0...12, using: &generator))
            var survivors = old
            var deletes: [Int] = []
            var movedItems: [Int] = []
            for value in old.shuffled(using: &generator).prefix(
                Int.random(in: 0...old.count, using: &generator))
            {
                if Bool.random(using: &generator) { deletes.append(value) } else { movedItems.append(value) }
            }
            survivors.removeAll { deletes.contains($0) || movedItems.contains($0) }
            // Build the new array by inserting new values and moved items at random places.
            var new = survivors
            var incoming = movedItems + (0..<Int.random(in: 0...4, using: &generator)).map { 100 + $0 }
            incoming.shuffle(using: &generator)
            for value in incoming { new.insert(value, at: Int.random(in: 0...new.count, using: &generator)) }
            let batch = BatchUpdate(
                deletes: deletes.map { IndexPath(item: $0) },
                inserts: new.indices.filter { new[$0] >= 100 }.map { IndexPath(item: $0) },
                moves: movedItems.map {
                    ItemMove(from: IndexPath(item: $0), to: IndexPath(item: new.firstIndex(of: $0)!))
                })
            let plan = try batch.plan(countsBefore: [old.count], countsAfter: [new.count])
            for value in old {
                let mapped = plan.newIndexPath(for: IndexPath(item: value))
                if deletes.contains(value) {
                    #expect(mapped == nil)
                } else {
                    let expected = try #require(new.firstIndex(of: value))
                    #expect(mapped == IndexPath(item: expected), "\(old) -> \(new)")
                }
            }
        }
    }
}
