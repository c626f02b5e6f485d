/// What a data file looked like when it was last read: size, modification time and a hash
/// of its content.
public struct FileFingerprint: Equatable, Sendable {
    /// The size in bytes.
    public var size: Int64
    /// Seconds of the modification time since the epoch (`st_mtim.tv_sec`).
    public var modificationSeconds: Int64
    /// Nanoseconds of the modification time (`st_mtim.tv_nsec`).
    public var modificationNanoseconds: Int64
    /// The FNV-1a 64-bit hash of the content.
    public var contentHash: UInt64

    /// Creates a fingerprint.
    public init(size: Int64, modificationSeconds: Int64, modificationNanoseconds: Int64, contentHash: UInt64)
    {
        self.size = size
        self.modificationSeconds = modificationSeconds
        self.modificationNanoseconds = modificationNanoseconds
        self.contentHash = contentHash
    }

    /// Whether the content differs from `other`'s: a different size or hash. A different
    /// modification time alone (a `touch`) is not a content change.
    public func hasDifferentContent(from other: FileFingerprint) -> Bool {
        size != other.size || contentHash != other.contentHash
    }
}
