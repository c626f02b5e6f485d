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
    ///   regular file, or it cannot be looked at.
    static func of(path: String) throws(CatalogError) -> FileStatus {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw CatalogError.unreadableFile(path: path, reason: Self.reason(errno: errno))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let kind =
                switch info.st_mode & S_IFMT {
                case S_IFDIR: "it is a directory"
                case S_IFIFO: "it is a named pipe (FIFO)"
                case S_IFCHR: "it is a character device"
                case S_IFBLK: "it is a block device"
                case S_IFSOCK: "it is a socket"
                default: "it is not a regular file"
                }
            throw CatalogError.unreadableFile(path: path, reason: "\(kind), expected a JSON file")
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

    static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case ELOOP: "too many levels of symbolic links"
        case ENOTDIR: "a part of the path is not a directory"
        case ENAMETOOLONG: "the path is too long"
        default: String(cString: strerror(code))
        }
    }
}
