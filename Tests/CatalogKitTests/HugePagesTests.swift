import Testing

@testable import CatalogKit

@Suite struct HugePagesTests {
    private let huge = UInt(HugePages.size)

    @Test func onlyWholeAlignedPagesInsideTheMemoryAreAdvised() {
        // Starting 4 KB past a boundary, 3 huge pages long: only the middle two are whole.
        let start = 10 * huge + 4096
        let pages = HugePages.wholePages(from: start, byteCount: 3 * HugePages.size)
        #expect(pages == (11 * huge)..<(13 * huge))
        // Aligned at both ends: every page.
        let aligned = HugePages.wholePages(from: 4 * huge, byteCount: 3 * HugePages.size)
        #expect(aligned == (4 * huge)..<(7 * huge))
    }

    @Test func smallOrPagelessMemoryIsLeftAlone() {
        #expect(HugePages.wholePages(from: 0, byteCount: HugePages.threshold - 1) == nil)
        #expect(HugePages.wholePages(from: huge + 1, byteCount: 0) == nil)
        // Above the threshold but straddling boundaries without holding a whole page.
        let threshold = UInt(HugePages.threshold)
        #expect(HugePages.wholePages(from: huge - 1, byteCount: HugePages.threshold) == huge..<(threshold))
        #expect(HugePages.wholePages(from: UInt.max - 4096, byteCount: HugePages.threshold) == nil)
        // At the very top of the address space: the one whole page below the end, no overflow.
        let top = UInt.max - (huge - 1)
        let highest = HugePages.wholePages(from: UInt.max - threshold, byteCount: HugePages.threshold)
        #expect(highest == (top - huge)..<top)
    }

    @Test func aMappingIsAlignedWritableAndLargeEnough() throws {
        for byteCount in [1, 4096, HugePages.size - 1, HugePages.size, 3 * HugePages.size + 17] {
            let mapping = try #require(HugePages.Mapping(byteCount: byteCount))
            #expect(UInt(bitPattern: mapping.start) % huge == 0)
            // Every byte asked for can be written and read back.
            let bytes = mapping.start.bindMemory(to: UInt8.self, capacity: byteCount)
            bytes.initialize(repeating: 0xA5, count: byteCount)
            #expect(bytes[0] == 0xA5 && bytes[byteCount - 1] == 0xA5)
            mapping.unmap()
        }
        #expect(HugePages.Mapping(byteCount: 0) == nil)
        #expect(HugePages.Mapping(byteCount: Int.max) == nil)
    }

    @Test func releasedPagesReadAsZerosAndTheRestIsKept() throws {
        let byteCount = 3 * HugePages.size
        let mapping = try #require(HugePages.Mapping(byteCount: byteCount))
        defer { mapping.unmap() }
        let bytes = mapping.start.bindMemory(to: UInt8.self, capacity: byteCount)
        bytes.initialize(repeating: 0x5A, count: byteCount)
        // Keep 5,000 bytes: the page holding the last of them stays whole.
        mapping.releasePages(after: 5000)
        #expect((0..<5000).allSatisfy { bytes[$0] == 0x5A })
        #expect((5000..<8192).allSatisfy { bytes[$0] == 0x5A })
        #expect(bytes[8192] == 0 && bytes[HugePages.size] == 0 && bytes[byteCount - 1] == 0)
        // Past the end, or nothing to give back: no change.
        mapping.releasePages(after: byteCount)
        mapping.releasePages(after: -1)
        #expect(bytes[0] == 0x5A)
    }

    @Test func entityBuffersOnMappingsJoinInOrder() {
        // Buffers on both sides of the mapping threshold, one of them grown past it.
        let sizes = [3, 70_000, 5, 140_000]
        var next = 0
        let buffers = sizes.map { size -> EntityBuffer<String> in
            let buffer = EntityBuffer<String>(capacity: size == 140_000 ? 8 : size)
            for _ in 0..<size {
                buffer.append("entity \(next) with a text too long to be inline")
                next += 1
            }
            buffer.releaseUnusedMemory()
            return buffer
        }
        let joined = EntityBuffer.join(buffers)
        #expect(joined.count == sizes.reduce(0, +))
        #expect(
            joined.enumerated().allSatisfy {
                $0.element == "entity \($0.offset) with a text too long to be inline"
            })
        #expect(buffers.allSatisfy { $0.count == 0 })
    }

    @Test func anAdvisedTableKeepsItsContents() {
        // A table big enough to be advised reads back what was put in.
        var table = PositionTable(minimumCapacity: 300_000)
        for index in 0..<1000 { table.insert("p-\(index)") }
        #expect(table.count == 1000)
        #expect(table["p-999"] == 999)
        #expect(table["p-1000"] == nil)
    }
}
