/// What the repository knows about one data file between looks: its status and content hash
/// when last read.
struct WatchedFile: Sendable {
    /// Seconds a file must have been left alone before its read for size and times to be
    /// trusted (git's "racy clean" rule): file systems stamp times with a coarse clock, so two
    /// quick writes of the same size can share one.
    static let settledNanoseconds: Int64 = 2_000_000_000

    /// The file's status just before it was last read.
    var status: FileStatus?
    /// The hash of the bytes last read.
    var contentHash: UInt64?
    /// When it was last read, in nanoseconds since 1970.
    var readAt: Int64 = 0
    /// Why the bytes last read could not be used, while they stay the same.
    var contentError: CatalogError?

    /// Whether a file with status `now` is surely the file last read, without reading it.
    func isCertainlyUnchanged(_ now: FileStatus) -> Bool {
        guard let status, contentHash != nil else { return false }
        return now == status && readAt - status.modified > Self.settledNanoseconds
    }
}
