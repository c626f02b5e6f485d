#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The two file system calls `FileChangeDetector` makes, so tests can step between them.
struct FileAccess: Sendable {
    /// What `stat` said about a path.
    enum Status: Equatable, Sendable {
        /// No such file (`ENOENT` or `ENOTDIR`).
        case missing
        /// `stat` failed otherwise, or the path is not a regular file.
        case unusable
        /// A regular file of this size and modification time.
        case file(size: Int64, seconds: Int64, nanoseconds: Int64)
    }

    /// Looks a path up.
    var status: @Sendable (String) -> Status
    /// Reads a whole file, or `nil` when it cannot.
    var contents: @Sendable (String) -> [UInt8]?

    /// The real file system.
    static let live = FileAccess(status: liveStatus, contents: liveContents)

    private static func liveStatus(_ path: String) -> Status {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unusable
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .unusable }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return .file(size: Int64(info.st_size), seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
    }

    private static func liveContents(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}
