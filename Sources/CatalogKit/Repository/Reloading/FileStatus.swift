#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat(2)` says about a data file, without reading it: enough to tell that a file
/// that has been left alone since it was read is still the same file.
struct FileStatus: Sendable, Hashable {
    /// The size in bytes.
    var size: Int
    /// The last modification time, in nanoseconds since 1970.
    var modified: Int64
    /// The last status change time (a rename over the file, a `chmod`), in nanoseconds.
    var changed: Int64
    /// The file's identity: a file replaced by a rename has a new one.
    var inode: UInt64
    var device: UInt64

    /// The status of the file at `path`, following symbolic links.
    ///
    /// - Throws: `CatalogError.unreadableFile` when there is no such file, it is not a
    ///   regular file, or it cannot be looked at (the same reasons reading gives).
    static func of(path: String) throws(CatalogError) -> FileStatus {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw CatalogError.unreadableFile(
                path: path, reason: CatalogFile.openFailureReason(errno, path: path))
        }
        if let kind = CatalogFile.nonRegularKind(info.st_mode) {
            throw CatalogError.unreadableFile(path: path, reason: kind)
        }
        return FileStatus(
            size: Int(info.st_size),
            modified: Self.nanoseconds(info.st_mtim),
            changed: Self.nanoseconds(info.st_ctim),
            inode: UInt64(info.st_ino),
            device: UInt64(info.st_dev))
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        let (seconds, overflow) = Int64(time.tv_sec).multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return time.tv_sec < 0 ? .min : .max }
        return seconds.addingReportingOverflow(Int64(time.tv_nsec)).overflow
            ? .max : seconds + Int64(time.tv_nsec)
    }
}
