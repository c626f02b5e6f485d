import Relay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write end the installed signal handler reports to; -1 when no pipe is installed.
///
/// Read from a signal handler, so it is a plain global rather than something behind a lock;
/// it is written only while no handler that reads it is installed.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Turns signals into bytes on a pipe (the self-pipe trick), so a Dispatch read source can
/// handle them on a queue.
///
/// Why not `DispatchSource.makeSignalSource`: on Linux, libdispatch reads signals through a
/// `signalfd`, which only sees a signal blocked in every thread; the main thread of a
/// Dispatch program does not block it, so with the usual `signal(SIGINT, SIG_IGN)` the
/// kernel drops the signal and the source never fires (seen in this package's tests). A
/// handler that writes one byte works on every platform. Only one pipe may be installed at
/// a time.
final class SignalPipe: Sendable {
    let readEnd: Int32
    private let writeEnd: Int32
    // Guards the handlers to put back; nil once uninstalled.
    private let previousActions: Locked<[(Int32, sigaction)]?>

    /// Creates the pipe and installs a handler for each of `signals`.
    ///
    /// - Throws: `SystemError` when the pipe cannot be made or a handler installed.
    init(signals: [Int32]) throws(SystemError) {
        precondition(signalPipeWriteEnd == -1, "only one SignalPipe may be installed at a time")
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw .current("pipe") }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        readEnd = descriptors[0]
        writeEnd = descriptors[1]
        signalPipeWriteEnd = writeEnd
        var previous: [(Int32, sigaction)] = []
        for number in signals {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = signalPipeHandler
            #else
                action.__sigaction_handler.sa_handler = signalPipeHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var old = sigaction()
            guard sigaction(number, &action, &old) == 0 else {
                let failure = SystemError.current("sigaction")
                for (installed, action) in previous.reversed() {
                    var action = action
                    sigaction(installed, &action, nil)
                }
                signalPipeWriteEnd = -1
                close(readEnd)
                close(writeEnd)
                throw failure
            }
            previous.append((number, old))
        }
        previousActions = Locked(Optional(previous))
    }

    /// Puts back the handlers found at creation; later calls do nothing. The descriptors stay
    /// open until `closeDescriptors()`.
    func uninstall() {
        let installed = previousActions.withLock { actions in
            defer { actions = nil }
            return actions
        }
        guard let previous = installed else { return }
        for (number, action) in previous.reversed() {
            var action = action
            sigaction(number, &action, nil)
        }
        signalPipeWriteEnd = -1
    }

    /// Closes both ends; call once, after `uninstall()` and after the last read.
    func closeDescriptors() {
        close(readEnd)
        close(writeEnd)
    }

    /// The signals reported since the last call, in arrival order.
    func drain() -> [Int32] {
        var numbers: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return numbers }
            numbers += buffer[..<count].map { Int32($0) }
        }
    }
}

/// Async-signal-safe: one `write` of one byte.
private func signalPipeHandler(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    let savedErrno = errno
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = savedErrno
}
