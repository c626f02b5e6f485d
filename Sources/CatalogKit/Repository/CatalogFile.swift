import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens and reads data files, turning every file-system problem into
/// `CatalogError.unreadableFile` with a reason a person can act on: a missing file, a
/// directory, a named pipe or device (never waited on), a symbolic-link loop, a broken
/// link, no permission.
enum CatalogFile {
    static let products = "products.json"
    static let notes = "notes.json"
    /// The largest data file accepted (64 GiB): a size past it, or a sparse file claiming
    /// one, is refused by name instead of attempted.
    static let maximumSize = 1 << 36

    /// Reads a whole regular file.
    static func readData(_ url: URL) throws(CatalogError) -> Data {
        let path = url.path
        let (descriptor, size) = try open(path)
        defer { close(descriptor) }
        var data = Data(count: size)
        let result = data.withUnsafeMutableBytes { raw -> Result<Int, CatalogError> in
            guard let start = raw.baseAddress else { return .success(0) }
            return Result { () throws(CatalogError) in
                try read(descriptor, into: start, count: size, at: 0, path: path)
            }
        }
        let count = try result.get()
        if count < size { data.removeSubrange(count...) }
        return data
    }

    /// The `ContentHash` of a file's bytes, read block by block (1 MB at a time, so a file
    /// of any size costs the same memory).
    static func contentHash(of url: URL) throws(CatalogError) -> UInt64 {
        let path = url.path
        let (descriptor, _) = try open(path)
        defer { close(descriptor) }
        let block = 1 << 20
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: block, alignment: 16)
        defer { buffer.deallocate() }
        var hash = ContentHash()
        var offset = 0
        while true {
            let done = try read(descriptor, into: buffer, count: block, at: offset, path: path)
            guard done > 0 else { break }
            hash.consume(UnsafeRawBufferPointer(start: buffer, count: done))
            offset += done
        }
        return hash.value
    }

    /// Opens a regular file for reading and returns its descriptor and size. Opening never
    /// blocks (a named pipe without a writer would), and anything but a regular file is
    /// refused with what it is.
    static func open(_ path: String) throws(CatalogError) -> (descriptor: Int32, size: Int) {
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CatalogError.unreadableFile(path: path, reason: openFailureReason(errno, path: path))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw CatalogError.unreadableFile(path: path, reason: reason)
        }
        if let kind = nonRegularKind(status.st_mode) {
            close(descriptor)
            throw CatalogError.unreadableFile(path: path, reason: kind)
        }
        if status.st_size == 0 {
            // A file of /proc or /sys claims a size of 0 and makes its contents up as it is
            // read: one that gives bytes (or an error) is not an empty data file.
            var byte: UInt8 = 0
            let count = pread(descriptor, &byte, 1, 0)
            if count != 0 {
                let what = count < 0 ? "reading it fails (\(String(cString: strerror(errno))))" : "it is not"
                let reason =
                    "it claims to be empty but \(what): a file the kernel makes up as it is read"
                    + " (like those of /proc and /sys), not a JSON data file"
                close(descriptor)
                throw CatalogError.unreadableFile(path: path, reason: reason)
            }
        }
        guard status.st_size >= 0, status.st_size <= maximumSize else {
            close(descriptor)
            throw CatalogError.unreadableFile(
                path: path, reason: "it is too large (\(status.st_size) bytes; the limit is 64 GiB)")
        }
        return (descriptor, Int(status.st_size))
    }

    /// Reads up to `count` bytes at `offset` into `destination`, retrying short reads and
    /// interruptions; returns how many were read (fewer if the file shrank).
    static func read(
        _ descriptor: Int32, into destination: UnsafeMutableRawPointer, count: Int, at offset: Int,
        path: String
    ) throws(CatalogError) -> Int {
        var done = 0
        while done < count {
            let result = pread(descriptor, destination + done, count - done, off_t(offset + done))
            if result < 0 {
                if errno == EINTR { continue }
                throw CatalogError.unreadableFile(path: path, reason: String(cString: strerror(errno)))
            }
            if result == 0 { break }
            done += result
        }
        return done
    }

    /// The line and column of byte `offset` of the open file, read again from its start a
    /// block at a time (error paths only).
    static func location(of offset: Int, descriptor: Int32, path: String) -> SourceLocation {
        var counter = LocationCounter()
        let block = 1 << 20
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: block, alignment: 16)
        defer { buffer.deallocate() }
        var position = 0
        while position < offset {
            let want = Swift.min(block, offset - position)
            guard let done = try? read(descriptor, into: buffer, count: want, at: position, path: path),
                done > 0
            else { break }
            counter.consume(
                UnsafeBufferPointer(start: buffer.assumingMemoryBound(to: UInt8.self), count: done))
            position += done
        }
        return counter.location
    }

    static func openFailureReason(_ code: Int32, path: String) -> String {
        switch code {
        case ENOENT:
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
                return "a symbolic link to a file that does not exist"
            }
            return "no such file"
        case ELOOP: return "too many levels of symbolic links (a link loop?)"
        case EACCES, EPERM: return "permission denied"
        case ENOTDIR: return "a part of the path is not a directory"
        case ENAMETOOLONG: return "the path is too long"
        case EMFILE, ENFILE: return "too many open files"
        default: return String(cString: strerror(code))
        }
    }

    /// What a file is when it is not a regular file, as a reason; `nil` for a regular file.
    static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a directory, expected a JSON file"
        case S_IFIFO: return "it is a named pipe (FIFO), expected a regular JSON file"
        case S_IFCHR: return "it is a character device (like /dev/null), expected a regular JSON file"
        case S_IFBLK: return "it is a block device, expected a regular JSON file"
        case S_IFSOCK: return "it is a socket, expected a regular JSON file"
        default: return "it is not a regular file, expected a JSON file"
        }
    }
}
