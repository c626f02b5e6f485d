import Foundation

/// What `reload()` compares to decide whether a file changed: its size, modification time
/// and an FNV-1a hash of its bytes.
///
/// The content hash decides: file systems stamp modification times with a coarse clock, so
/// two writes in a row can share one, and `touch` changes the time but not the content.
struct FileFingerprint: Sendable, Equatable {
    var size: Int
    var modificationDate: Date?
    var contentHash: UInt64

    init(data: Data, modificationDate: Date?) {
        size = data.count
        self.modificationDate = modificationDate
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { raw in
            for byte in raw {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        contentHash = hash
    }

    /// Whether the bytes are the same (time alone does not count as a change).
    func hasSameContent(as other: FileFingerprint) -> Bool {
        size == other.size && contentHash == other.contentHash
    }
}
