import Foundation
import Relay

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
/// A pipe, a terminal or a socket can make a writer wait (a reader that stopped reading, a
/// terminal stopped with Ctrl-S). Such a descriptor is written only when `poll` says it
/// takes more, at most `PIPE_BUF` bytes at a time (what a pipe then takes without blocking),
/// so the wait happens in `poll`, where it can end: on the descriptor given to
/// `interrupt(whenReadable:)` becoming readable (a signal arrived), and at once after
/// `neverWait()`.
///
/// ```swift
/// let output = OutputWriter(fileDescriptor: STDOUT_FILENO)
/// try output.write("hello\n")
/// output.bytesWritten  // 6
/// ```
public final class OutputWriter: Sendable {
    /// Where the bytes go.
    let fileDescriptor: Int32
    /// Whether writing may have to wait for a reader: a pipe, a terminal, a socket.
    private let mayWait: Bool
    /// Whose turn it is and what the writes must know; the write(2) and poll(2) calls happen
    /// outside the lock, by the one caller whose ticket is being served.
    private let state = Locked(State())

    private struct State {
        var nextTicket = 0
        var serving = 0
        var count = 0
        var interruption: Int32 = -1
        var waits = true
    }

    /// Creates a writer for `fileDescriptor`, which it does not own or close.
    public init(fileDescriptor: Int32) {
        precondition(fileDescriptor >= 0, "a writer needs an open file descriptor, got \(fileDescriptor)")
        self.fileDescriptor = fileDescriptor
        var status = stat()
        mayWait = fstat(fileDescriptor, &status) != 0 || status.st_mode & S_IFMT != S_IFREG
    }

    /// Makes a write that waits for its reader give up, throwing `SystemError` with `EINTR`,
    /// as soon as `descriptor` is readable (`SignalWatcher.terminatingDescriptor`: a signal
    /// arrived); `nil` stops that.
    func interrupt(whenReadable descriptor: Int32?) {
        state.withLock { $0.interruption = descriptor ?? -1 }
    }

    /// From now on, a write that would have to wait gives up at once, throwing `SystemError`
    /// with `EAGAIN`: for the last words of a run a signal ended, which must not wait for a
    /// reader that stopped reading.
    func neverWait() {
        state.withLock { $0.waits = false }
    }

    /// The number of bytes written so far.
    var bytesWritten: Int {
        state.withLock { $0.count }
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
        let ticket = state.withLock { state in
            defer { state.nextTicket += 1 }
            return state.nextTicket
        }
        state.wait(until: { $0.serving == ticket })
        // Only the caller being served moves `serving` on, so the turn stays this caller's.
        let (interruption, waits) = state.withLock { ($0.interruption, $0.waits) }
        var written = 0
        let failure = writeAll(buffer, count: &written, interruption: interruption, waits: waits)
        state.withLock { state in
            state.count += written
            state.serving += 1
        }
        state.notifyAll()
        return failure
    }

    private func writeAll(
        _ buffer: UnsafeRawBufferPointer, count: inout Int, interruption: Int32, waits: Bool
    ) -> SystemError? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            var chunk = buffer.count - offset
            if mayWait {
                if let failure = waitUntilWritable(interruption: interruption, waits: waits) {
                    return failure
                }
                chunk = min(chunk, Int(PIPE_BUF))
            }
            #if canImport(Glibc)
                let written = Glibc.write(fileDescriptor, base + offset, chunk)
            #else
                let written = Darwin.write(fileDescriptor, base + offset, chunk)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // Someone made the descriptor non-blocking (a parent process can): wait
                    // until it takes more, as a blocking write would.
                    if let failure = waitUntilWritable(interruption: interruption, waits: waits) {
                        return failure
                    }
                    continue
                }
                return .current("write")
            }
            offset += written
            count += written
        }
        return nil
    }

    /// Waits until the descriptor takes more (or reports an error, which the write then
    /// returns); `EINTR` when `interruption` became readable first, `EAGAIN` when it does
    /// not take more now and `waits` is false.
    private func waitUntilWritable(interruption: Int32, waits: Bool) -> SystemError? {
        var descriptors = [
            pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0),
            pollfd(fd: interruption, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, interruption >= 0 ? 2 : 1, waits ? -1 : 0)
            if ready < 0, errno == EINTR { continue }
            if interruption >= 0, descriptors[1].revents != 0 { return SystemError("write", code: EINTR) }
            if ready > 0, descriptors[0].revents != 0 { return nil }
            if !waits || ready < 0 { return SystemError("write", code: ready < 0 ? errno : EAGAIN) }
        }
    }
}
