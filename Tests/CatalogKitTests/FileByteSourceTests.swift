import CatalogFixtures
import Foundation
import TestSupport
import Testing

@testable import CatalogKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct FileByteSourceTests {
    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Reads a file of 42 pages (the last one partly) four pages at a time, giving back all
    /// but the last page read each time: every byte read matches the file (none is zero),
    /// the byte past the end is zero, later blocks were read into recycled pages, and once
    /// the whole file is read nothing waits: every page given back reads as zeros.
    @Test func decodedPagesAreMovedUnderLaterBlocksAndTheirOldPlaceReadsAsZeros() throws {
        let directory = try TemporaryDirectory()
        let size = Self.pageSize * 41 + 123
        let bytes = (0..<size).map { UInt8(1 + $0 % 251) }
        try directory.write(bytes: bytes, to: "products.json")
        let source = try FileByteSource(
            url: directory.url.appendingPathComponent("products.json"), blockSize: Self.pageSize * 4)
        var released = 0
        var (available, isComplete) = try source.readMore()
        while true {
            let read = UnsafeBufferPointer(start: source.base + released, count: available - released)
            #expect(Array(read) == Array(bytes[released..<available]))
            let upTo = (available - Self.pageSize) / Self.pageSize * Self.pageSize
            if upTo > released {
                source.release(released..<upTo)
                released = upTo
            }
            if isComplete { break }
            (available, isComplete) = try source.readMore()
        }
        #expect(available == size)
        #expect(source.base[size] == 0)
        #expect(source.pagesRecycled >= 20)
        let given = UnsafeBufferPointer(start: source.base, count: released)
        #expect(given.allSatisfy { $0 == 0 })
    }

    /// Released pages wait to be reused only as far as the reads still to come can use
    /// them: when fewer bytes are expected, the excess is given back at once (reads as
    /// zeros) while the rest keeps its bytes until it is moved.
    @Test func releasedPagesWaitOnlyAsFarAsTheReadsToCome() throws {
        let page = Self.pageSize
        let size = page * 16
        let mapped = try #require(
            mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0))
        defer { munmap(mapped, size) }
        let bytes = mapped.assumingMemoryBound(to: UInt8.self)
        bytes.initialize(repeating: 7, count: page * 8)
        let recycler = PageRecycler(region: mapped)
        recycler.expect(page * 8, cap: page * 100)
        for first in 0..<6 { recycler.release((first * page)..<((first + 1) * page)) }
        recycler.expect(page * 2, cap: page * 100)
        func isZero(_ pageIndex: Int) -> Bool {
            UnsafeBufferPointer(start: bytes + pageIndex * page, count: page).allSatisfy { $0 == 0 }
        }
        // The last pages released went first: pages 2...5 were given back, 0 and 1 wait.
        #expect((2..<6).allSatisfy(isZero))
        #expect(!isZero(0) && !isZero(1))
        #expect(recycler.fill((page * 10)..<(page * 12)) == page * 12)
        #expect(recycler.pagesMoved == page * 2)
        #expect(isZero(0) && isZero(1))
        #expect(!isZero(10) && !isZero(11))
    }

    /// A file cut short while it is read (a writer truncating it in place) ends where it
    /// was cut: the read stops there, no recycled page leaks old bytes past the new end,
    /// and nothing traps.
    @Test func aFileCutShortWhileReadEndsWhereItWasCut() throws {
        let directory = try TemporaryDirectory()
        let page = Self.pageSize
        let bytes = (0..<(page * 40)).map { UInt8(1 + $0 % 251) }
        try directory.write(bytes: bytes, to: "products.json")
        let url = directory.url.appendingPathComponent("products.json")
        let source = try FileByteSource(url: url, blockSize: page * 4)
        var (available, isComplete) = try source.readMore()
        (available, isComplete) = try source.readMore()
        // Pages for the next read wait to be recycled; then the file is cut mid-block.
        source.release(0..<(page * 4))
        let cut = page * 9 + 5
        #expect(truncate(url.path, off_t(cut)) == 0)
        while !isComplete { (available, isComplete) = try source.readMore() }
        #expect(available == cut)
        #expect(source.pagesRecycled > 0)
        let read = UnsafeBufferPointer(start: source.base + page * 4, count: cut - page * 4)
        #expect(Array(read) == Array(bytes[(page * 4)..<cut]))
        let after = UnsafeBufferPointer(start: source.base + cut, count: page * 12 - cut)
        #expect(after.allSatisfy { $0 == 0 })
    }

    /// A file decoded in tiny blocks and segments, so that most of its pages are recycled,
    /// decodes exactly as the same bytes in memory.
    @Test func aFileReadIntoRecycledPagesDecodesAsInMemory() throws {
        let directory = try TemporaryDirectory()
        try CatalogGenerator(seed: 11).write(productCount: 1_500, to: directory.url)
        let url = directory.url.appendingPathComponent("products.json")
        let source = try FileByteSource(url: url, blockSize: Self.pageSize * 4)
        let decoder = CatalogDecoder(segmentSize: Self.pageSize * 2)
        let fromFile = try decoder.decode(ProductSchema.self, source: source, file: "products.json")
        let inMemory = try CatalogDecoder().decodeProducts(Data(contentsOf: url), file: "products.json")
        #expect(fromFile.entities == inMemory)
        #expect(fromFile.entities.count == 1_500)
        #expect(source.pagesRecycled > 0)
    }
}
