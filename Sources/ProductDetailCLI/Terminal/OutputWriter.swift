import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes straight to a file descriptor, all of them, and counts them.
///
/// There is no buffer: when `write` returns, the bytes are with the kernel, so an NDJSON
/// line reaches `| jq` at once. Partial writes continue where they stopped, `EINTR` is
/// retried, and a descriptor left non-blocking by a parent is waited on with `poll`. Writes
/// from several threads never interleave within one call: callers take turns in arrival
/// order, and no lock is held while the bytes go out (a lock guards only whose turn it is).
///
/// ```swift
/// let output = OutputWriter(fileDescriptor: STDOUT_FILENO)
/// try output.write("hello\n")
/// output.bytesWritten  // 6
/// ```
public final class OutputWriter: @unchecked Sendable {
    /// Where the bytes go.
    let fileDescriptor: Int32
    // @unchecked: `nextTicket`, `serving` and `count` are read and written only while `turn`
    // is locked; the write(2) and poll(2) calls happen with it unlocked, by the one caller
    // whose ticket is being served.
    private let turn = NSCondition()
    private var nextTicket = 0
    private var serving = 0
    private var count = 0

    /// Creates a writer for `fileDescriptor`, which it does not own or close.
    public init(fileDescriptor: Int32) {
        precondition(fileDescriptor >= 0, "a writer needs an open file descriptor, got \(fileDescriptor)")
        self.fileDescriptor = fileDescriptor
    }

    /// The number of bytes written so far.
    var bytesWritten: Int {
        turn.lock()
        defer { turn.unlock() }
        return count
    }

    /// Writes the UTF-8 bytes of `text`.
    ///
    /// - Throws: `SystemError` from `write` (for example `EPIPE` when the reader has gone);
    ///   the bytes written before the failure are counted.
    public func write(_ text: String) throws(SystemError) {
        var text = text
        let failure = text.withUTF8 { bytes in writeReportingFailure(UnsafeRawBufferPointer(bytes)) }
        if let failure { throw failure }
    }

    /// Writes `bytes`.
    ///
    /// - Throws: `SystemError` from `write`; the bytes written before the failure are counted.
    func write(_ bytes: [UInt8]) throws(SystemError) {
        let failure = bytes.withUnsafeBytes { buffer in writeReportingFailure(buffer) }
        if let failure { throw failure }
    }

    /// Writes the bytes in `buffer`.
    ///
    /// - Throws: `SystemError` from `write`; the bytes written before the failure are counted.
    func write(_ buffer: UnsafeRawBufferPointer) throws(SystemError) {
        if let failure = writeReportingFailure(buffer) { throw failure }
    }

    /// Waits for this caller's turn (first come, first served), writes with no lock held, then
    /// passes the turn on.
    private func writeReportingFailure(_ buffer: UnsafeRawBufferPointer) -> SystemError? {
        turn.lock()
        let ticket = nextTicket
        nextTicket += 1
        while serving != ticket { turn.wait() }
        turn.unlock()
        var written = 0
        let failure = writeAll(buffer, count: &written)
        turn.lock()
        count += written
        serving += 1
        turn.broadcast()
        turn.unlock()
        return failure
    }

    private func writeAll(_ buffer: UnsafeRawBufferPointer, count: inout Int) -> SystemError? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
                let written = Glibc.write(fileDescriptor, base + offset, buffer.count - offset)
            #else
                let written = Darwin.write(fileDescriptor, base + offset, buffer.count - offset)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // Someone made the descriptor non-blocking (a parent process can):
                    // wait until it takes more, as a blocking write would.
                    var ready = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                return .current("write")
            }
            offset += written
            count += written
        }
        return nil
    }
}
