/// The bytes of one data file as the segment decoder reads them: all at once (a `Data`) or
/// block by block from the file, with the blocks already decoded given back to the system.
///
/// `base` stays valid and fixed for the source's lifetime; bytes below `available` may be
/// read from any thread.
protocol ByteSource: AnyObject, Sendable {
    /// The first byte.
    var base: UnsafePointer<UInt8> { get }

    /// How many bytes there are, as known before reading (a file's size when it was opened).
    var expectedCount: Int { get }

    /// Makes more bytes available, returning how many are (from the start) and whether
    /// that is the whole file.
    func readMore() throws(CatalogError) -> (available: Int, isComplete: Bool)

    /// Says the bytes of `range` are decoded: a file source may drop them from memory.
    func release(_ range: Range<Int>)

    /// Makes sure the bytes of `range` are in memory again (a rare path: a segment decoded
    /// again from a true boundary, after a wrong guess or to find an error).
    func restore(_ range: Range<Int>) throws(CatalogError)

    /// The line and column of byte `offset` (error paths only).
    func location(of offset: Int) -> SourceLocation
}

/// A source over bytes already in memory; nothing to read, release or restore.
final class MemoryByteSource: ByteSource, @unchecked Sendable {
    // Immutable after init; the bytes belong to a buffer the caller keeps alive.
    let base: UnsafePointer<UInt8>
    private let count: Int

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    var expectedCount: Int { count }

    func readMore() -> (available: Int, isComplete: Bool) { (count, true) }
    func release(_ range: Range<Int>) {}
    func restore(_ range: Range<Int>) {}

    func location(of offset: Int) -> SourceLocation {
        SourceLocation.of(offset: offset, in: UnsafeBufferPointer(start: base, count: count))
    }
}
