import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A data file read block by block into one reserved address range while it is decoded,
/// each segment's pages taken back as soon as that segment is decoded and moved under the
/// next block to read (`PageRecycler`): the file is never held whole in memory next to
/// what it decodes to, a read rarely lands on a fresh page, and, unlike a
/// mapping of the file itself, a file truncated under the reader cannot crash it (a read
/// just returns fewer bytes).
///
/// `readMore`, `restore` and `location` run on the decoding thread only; `release` runs on
/// the pool, each call on pages that belong to one segment alone.
final class FileByteSource: ByteSource, @unchecked Sendable {
    /// Bytes read per `readMore()`.
    static let blockSize = 4 << 20
    private let blockSize: Int

    let base: UnsafePointer<UInt8>
    /// The reserved range, on huge pages for a file of ``HugePages/threshold`` or more where
    /// the system offers them: a 512 MB file then costs a few hundred page faults instead of
    /// 131,072, and the 14 MB notes of 100,000 products seven instead of 3,500. A small file
    /// keeps small pages, which waste less.
    private let mapping: HugePages.Mapping
    private let region: UnsafeMutableRawPointer
    private let descriptor: Int32
    private let path: String
    private var size: Int
    let expectedCount: Int
    private var available = 0
    private let pageSize: Int
    private let recycler: PageRecycler
    /// The hash of the bytes read so far, in order; the whole file's once reading is complete.
    /// Stays that of no bytes when the source does not hash.
    private(set) var contentHash = ContentHash()
    private let hashesContent: Bool

    /// - Parameters:
    ///   - blockSize: Bytes per read, a multiple of the page size (tests make it small to
    ///     recycle pages within a small file).
    ///   - hashing: Whether to hash the bytes as they are read (`contentHash`); a reader that
    ///     never watches the file saves a pass over its bytes.
    init(url: URL, blockSize: Int = FileByteSource.blockSize, hashing: Bool = true) throws(CatalogError) {
        path = url.path
        hashesContent = hashing
        self.blockSize = blockSize
        pageSize = Swift.max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))
        (descriptor, size) = try CatalogFile.open(path)
        expectedCount = size
        // One spare byte past the end.
        guard let mapping = HugePages.Mapping(byteCount: size + 1, hugePages: size >= HugePages.threshold)
        else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw CatalogError.unreadableFile(
                path: path, reason: "cannot reserve \(size) bytes of memory: \(reason)")
        }
        self.mapping = mapping
        region = mapping.start
        base = UnsafePointer(region.assumingMemoryBound(to: UInt8.self))
        recycler = PageRecycler(region: region)
    }

    deinit {
        mapping.unmap()
        close(descriptor)
    }

    func readMore() throws(CatalogError) -> (available: Int, isComplete: Bool) {
        let count = Swift.min(blockSize, size - available)
        guard count > 0 else { return (available, true) }
        // `available` is a multiple of the block size, so page-aligned; only pages the read
        // fills whole take recycled ones, so bytes past the end stay zero.
        let filled = recycler.fill(available..<(available + count) / pageSize * pageSize)
        let done = try CatalogFile.read(
            descriptor, into: region + available, count: count, at: available, path: path)
        if available + done < filled {
            // The file shrank while it was read: what the recycled pages held past it goes.
            (region + available + done).initializeMemory(
                as: UInt8.self, repeating: 0, count: filled - available - done)
        }
        if hashesContent {
            contentHash.consume(UnsafeRawBufferPointer(start: region + available, count: done))
        }
        available += done
        if done < count { size = available }
        // Up to two blocks of released pages wait for later reads: with both cores decoding,
        // a second block is often released while one already waits, and with one, more of a
        // large load is read into fresh pages.
        recycler.expect(size - available, cap: 2 * blockSize)
        return (available, available >= size)
    }

    /// Pages moved from decoded bytes to later blocks so far.
    var pagesRecycled: Int { recycler.pagesMoved / pageSize }

    func release(_ range: Range<Int>) {
        let first = (range.lowerBound + pageSize - 1) / pageSize * pageSize
        let last = range.upperBound / pageSize * pageSize
        guard last > first else { return }
        recycler.release(first..<last)
    }

    func restore(_ range: Range<Int>) throws(CatalogError) {
        let upper = Swift.min(range.upperBound, available)
        guard upper > range.lowerBound else { return }
        _ = try CatalogFile.read(
            descriptor, into: region + range.lowerBound, count: upper - range.lowerBound,
            at: range.lowerBound,
            path: path)
    }

    func location(of offset: Int) -> SourceLocation {
        CatalogFile.location(of: offset, descriptor: descriptor, path: path)
    }
}
