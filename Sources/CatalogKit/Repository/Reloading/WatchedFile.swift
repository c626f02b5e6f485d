/// What the repository knows about one data file between looks: its status when last read,
/// what was read (its chunks, see `FileIndex`), and whether that was bad.
struct WatchedFile: Sendable {
    /// How long a file must have been left alone before its read for its size and times to be
    /// trusted (git's "racy clean" rule): file systems stamp times with a coarse clock, so two
    /// quick writes of the same size can share one. A file read sooner is read once more when
    /// this has passed.
    static let settledNanoseconds: Int64 = 2_000_000_000
    /// How often a file whose content was bad is read again even if it looks unchanged, so a
    /// good file is always picked up.
    static let retryNanoseconds: Int64 = 2_000_000_000

    /// The file's status just before it was last read; `nil` when it must be read.
    var status: FileStatus?
    /// When it was last read, in nanoseconds since 1970.
    var readAt: Int64 = 0
    /// The chunks of what was last read well, when the repository remembers them.
    var index: FileIndex?
    /// Why the bytes last read could not be used, while they stay the same.
    var contentError: CatalogError?
    /// Whether the file was bad and reads well again (with the bytes already in service).
    var hasRecovered = false

    /// What a look must do about a file whose status is now `status`.
    enum Need {
        case nothing
        case read
    }

    /// Whether the file must be read: it changed, it was read before it settled and has
    /// settled now, or its content was bad and it is time to try again.
    func need(_ current: FileStatus, now: Int64) -> Need {
        guard let status, status == current else { return .read }
        if contentError != nil { return now &- readAt >= Self.retryNanoseconds ? .read : .nothing }
        if readAt &- status.modified > Self.settledNanoseconds { return .nothing }
        return now &- status.modified > Self.settledNanoseconds ? .read : .nothing
    }

    /// Forgets the status, so the next look reads the file.
    mutating func forget() {
        status = nil
    }

    /// Records a read that found bad content.
    mutating func remember(status: FileStatus?, readAt: Int64, error: CatalogError) {
        self.status = status
        self.readAt = readAt
        contentError = error
    }

    /// Records a read whose content was put in service.
    mutating func record(status: FileStatus?, readAt: Int64, index: FileIndex?) {
        self.status = status
        self.readAt = readAt
        self.index = index
        contentError = nil
    }
}
