import Relay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many signal numbers have a slot in `signalPipeWriteEnds` (every signal: 1 to 64 on
/// Linux).
private let signalSlots = Int(NSIG)

/// For each signal number, the write end of the pipe its handler reports to, or -1.
///
/// Read from signal handlers, so it is a plain buffer rather than something behind a lock; a
/// slot is written only while no handler that reads it is installed.
nonisolated(unsafe) private let signalPipeWriteEnds: UnsafeMutablePointer<Int32> = {
    let slots = UnsafeMutablePointer<Int32>.allocate(capacity: signalSlots)
    slots.initialize(repeating: -1, count: signalSlots)
    return slots
}()

/// Turns signals into bytes on a pipe (the self-pipe trick), so a Dispatch read source can
/// handle them on a queue, and a blocked write can `poll` the pipe to give up when one comes.
///
/// Why not `DispatchSource.makeSignalSource`: on Linux, libdispatch reads signals through a
/// `signalfd`, which only sees a signal blocked in every thread; the main thread of a
/// Dispatch program does not block it, so with the usual `signal(SIGINT, SIG_IGN)` the
/// kernel drops the signal and the source never fires (seen in this package's tests). A
/// handler that writes one byte works on every platform. Several pipes may be installed at
/// once, for different signals.
final class SignalPipe: Sendable {
    let readEnd: Int32
    private let writeEnd: Int32
    /// The signals this pipe catches.
    let signals: [Int32]
    // Guards the handlers to put back; nil once uninstalled.
    private let previousActions: Locked<[(Int32, sigaction)]?>

    /// Creates the pipe and installs a handler for each of `signals`.
    ///
    /// - Parameters:
    ///   - signals: The signals to catch; each may be caught by one pipe at a time.
    ///   - keepsIgnored: Whether a signal found ignored (`SIG_IGN`, as `nohup` leaves SIGHUP
    ///     and a shell leaves SIGINT for a background job) stays ignored instead of caught.
    /// - Throws: `SystemError` when the pipe cannot be made or a handler installed.
    init(signals: [Int32], keepsIgnored: Bool = false) throws(SystemError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw .current("pipe") }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        readEnd = descriptors[0]
        writeEnd = descriptors[1]
        var previous: [(Int32, sigaction)] = []
        var caught: [Int32] = []
        for number in signals {
            precondition(number > 0 && Int(number) < signalSlots, "no signal numbered \(number)")
            precondition(
                signalPipeWriteEnds[Int(number)] == -1, "signal \(number) is already caught by a pipe")
            var old = sigaction()
            guard sigaction(number, nil, &old) == 0 else { continue }
            if keepsIgnored, Self.isIgnored(old) { continue }
            signalPipeWriteEnds[Int(number)] = writeEnd
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = signalPipeHandler
            #else
                action.__sigaction_handler.sa_handler = signalPipeHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            guard sigaction(number, &action, nil) == 0 else {
                let failure = SystemError.current("sigaction")
                signalPipeWriteEnds[Int(number)] = -1
                Self.putBack(previous)
                close(readEnd)
                close(writeEnd)
                throw failure
            }
            previous.append((number, old))
            caught.append(number)
        }
        self.signals = caught
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
        Self.putBack(previous)
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

    private static func putBack(_ actions: [(Int32, sigaction)]) {
        for (number, action) in actions.reversed() {
            var action = action
            sigaction(number, &action, nil)
            signalPipeWriteEnds[Int(number)] = -1
        }
    }

    /// Whether `action` ignores its signal.
    static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #else
            let handler = action.__sigaction_handler.sa_handler
        #endif
        return action.sa_flags & SA_SIGINFO == 0 && unsafeBitCast(handler, to: Int.self) == 1
    }
}

/// Async-signal-safe: one `write` of one byte.
private func signalPipeHandler(_ number: Int32) {
    guard number > 0, Int(number) < signalSlots else { return }
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnds[Int(number)], &byte, 1)
    errno = savedErrno
}
