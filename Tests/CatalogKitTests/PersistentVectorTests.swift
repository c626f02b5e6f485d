import Relay
import Testing

@testable import CatalogKit

@Suite struct PersistentVectorTests {
    @Test func agreesWithAnArrayOverRandomWritesAndAppends() {
        var generator = SplitMix64(seed: 7)
        let start = Array(0..<1_000)
        var vector = PersistentVector(start)
        var reference = start
        for step in 0..<5_000 {
            if generator.next() % 4 == 0 {
                vector.append(-step)
                reference.append(-step)
            } else {
                let index = Int(generator.next() % UInt64(reference.count))
                vector[index] = step
                reference[index] = step
            }
        }
        #expect(vector.count == reference.count)
        #expect(Array(vector) == reference)
    }

    @Test func aWriteCopiesOneChunkAndLeavesTheOldVectorUnchanged() {
        let old = PersistentVector(Array(0..<100_000))
        var new = old
        new[54_321] = -1
        #expect(old[54_321] == 54_321)
        #expect(new[54_321] == -1)
        #expect(new.statistics.chunksCopied - old.statistics.chunksCopied == 1)
        #expect(new.statistics.changedChunks == 1)
        // Neighbours in the same chunk are copied, not lost.
        let chunk = 54_321 / PersistentVector<Int>.chunkSize * PersistentVector<Int>.chunkSize
        for index in chunk..<(chunk + PersistentVector<Int>.chunkSize) where index != 54_321 {
            #expect(new[index] == index)
        }
    }

    @Test func appendingPastAPartialBaseChunkKeepsItsElements() {
        var vector = PersistentVector(Array(0..<33))
        vector.append(33)
        vector.append(34)
        #expect(Array(vector) == Array(0..<35))
        #expect(vector.statistics.chunksCopied == 2)
        var empty = PersistentVector<Int>()
        for value in 0..<70 { empty.append(value) }
        #expect(Array(empty) == Array(0..<70))
    }
}
