import CatalogFixtures
import Foundation
import Testing

@testable import ProductDetail

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct FileByteSourceTests {
    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Reads a file of 42 pages (the last one partly) four pages at a time, giving back all but the last page
    /// read each time: every byte read matches the file (none is zero), the byte past the
    /// end is zero, later blocks were read into recycled pages, and exactly the pages moved
    /// away read as zeros where they were (the others still hold their old bytes).
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
        let emptied = stride(from: 0, to: released, by: Self.pageSize).filter { page in
            UnsafeBufferPointer(start: source.base + page, count: Self.pageSize).allSatisfy { $0 == 0 }
        }
        #expect(emptied.count == source.pagesRecycled)
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
