import Foundation

/// What `reload()` compares to decide whether a file changed: its size, modification time
/// and an FNV-1a-style hash of its bytes.
///
/// Size and time alone are trusted only for a file that had already been left alone for
/// `settledInterval` when it was read (git's "racy clean" rule): file systems stamp times
/// with a coarse clock, so two quick writes of the same size can share one. Otherwise the
/// content hash decides, and `touch` (a new time, the same bytes) is not a change.
struct FileFingerprint: Sendable, Equatable {
    static let settledInterval: TimeInterval = 2

    var size: Int
    var modificationDate: Date?
    var contentHash: UInt64
    var readAt: Date

    init(data: Data, modificationDate: Date?, readAt: Date = Date()) {
        size = data.count
        self.modificationDate = modificationDate
        self.readAt = readAt
        // FNV-1a over 8-byte words, then the tail bytes: 8× fewer steps than per byte.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let prime: UInt64 = 0x100_0000_01b3
        data.withUnsafeBytes { raw in
            let words = raw.count / 8
            for word in 0..<words {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)) &* prime
            }
            for byte in raw[(words * 8)...] {
                hash = (hash ^ UInt64(byte)) &* prime
            }
        }
        contentHash = hash
    }

    /// Whether a file with this size and time is surely the file this fingerprint was taken
    /// of, without reading it.
    func isCertainlyUnchanged(size: Int, modificationDate: Date?) -> Bool {
        guard let modificationDate, let known = self.modificationDate else { return false }
        return size == self.size && modificationDate == known
            && readAt.timeIntervalSince(known) > Self.settledInterval
    }

    /// Whether the bytes are the same (time alone does not count as a change).
    func hasSameContent(as other: FileFingerprint) -> Bool {
        size == other.size && contentHash == other.contentHash
    }
}
