#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe for tests: write to `writeEnd`, then `readAll()` what arrived.
final class Pipe {
    private(set) var readEnd: Int32
    private(set) var writeEnd: Int32

    init() {
        var descriptors: [Int32] = [0, 0]
        precondition(pipe(&descriptors) == 0, "pipe() failed: errno \(errno)")
        readEnd = descriptors[0]
        writeEnd = descriptors[1]
    }

    /// Makes the pipe hold one page (4,096 bytes), so that a test fills it with one write.
    /// (`F_SETPIPE_SZ`, Linux's, which Glibc's module does not export.)
    func holdOnePage() -> Bool {
        #if os(Linux)
            let setPipeSize: Int32 = 1_024 + 7
            return fcntl(writeEnd, setPipeSize, 4_096) >= 0
        #else
            return false
        #endif
    }

    func closeWriteEnd() {
        if writeEnd >= 0 {
            close(writeEnd)
            writeEnd = -1
        }
    }

    func closeReadEnd() {
        if readEnd >= 0 {
            close(readEnd)
            readEnd = -1
        }
    }

    /// Closes the write end and reads until end of file.
    func readAll() -> [UInt8] {
        closeWriteEnd()
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    func readAllText() -> String {
        String(decoding: readAll(), as: UTF8.self)
    }

    deinit {
        closeWriteEnd()
        closeReadEnd()
    }
}
