import Dispatch
import Foundation
import Relay
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn`, with every signal unblocked and at its default
/// disposition, and reaped by a thread of its own.
///
/// Why not `Foundation.Process` for tmux: a test runs on a thread that blocks most signals,
/// and a child inherits that mask; a tmux server started from it then never sees SIGTERM or
/// SIGCHLD (seen here: `kill-server` did nothing). A client that exits within milliseconds
/// was also left unreaped.
final class SpawnedProcess: @unchecked Sendable {
    // @unchecked: `exitStatus` is a `Locked`; the rest is set once in `init`.
    let processIdentifier: pid_t
    private let exited = DispatchSemaphore(value: 0)
    private let exitStatus = Locked<Int32?>(nil)

    /// Starts `executable` with `arguments` (without the program name) and `environment`;
    /// standard input, output and error are the given descriptors, or `/dev/null`. The
    /// `blocked` signals start blocked (a signal sent then waits until the program unblocks
    /// it).
    init(
        _ executable: String, _ arguments: [String], environment: [String: String],
        input: Int32? = nil, output: Int32? = nil, error: Int32? = nil, blocked: [Int32] = []
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, target) in [(input, Int32(0)), (output, 1), (error, 2)] {
            if let descriptor {
                posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_RDWR, 0)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in blocked { sigaddset(&mask, number) }
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for string in argv + envp { free(string) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw ProcessError("posix_spawn \(executable): errno \(result)") }
        processIdentifier = pid
        let child = pid
        let exited = self.exited
        let exitStatus = self.exitStatus
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(child, &status, 0) == -1 && errno == EINTR {}
            // Exited: the status in bits 8–15; killed: 128 + the signal, as a shell reports.
            let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            exitStatus.withLock { $0 = code }
            exited.signal()
        }
    }

    /// Waits for the process to exit; its status (128 + the signal when a signal ended it), or
    /// `nil` when it is still running after `timeout` seconds.
    func wait(timeout: TimeInterval) -> Int32? {
        guard exited.wait(timeout: .now() + timeout) == .success else { return nil }
        exited.signal()
        return exitStatus.withLock { $0 }
    }

    /// Whether the process has exited.
    var hasExited: Bool { exitStatus.withLock { $0 } != nil }

    /// Sends `signal` to the process, if it still runs.
    func send(_ signal: Int32) {
        if !hasExited { kill(processIdentifier, signal) }
    }

    /// Runs `executable` to completion (killed after `timeout` seconds) and returns its status
    /// and what it wrote (to a file: a tmux server it starts would keep a pipe open).
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], timeout: TimeInterval = 30
    ) throws -> (status: Int32, output: String) {
        let directory = try TemporaryDirectory()
        let path = try directory.write("", to: "output")
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ProcessError("cannot open \(path)") }
        defer { close(descriptor) }
        let process = try SpawnedProcess(
            executable, arguments, environment: environment, output: descriptor, error: descriptor)
        guard let status = process.wait(timeout: timeout) else {
            process.send(SIGKILL)
            _ = process.wait(timeout: 10)
            return (-1, "\(executable) \(arguments) did not finish within \(timeout) s")
        }
        return (status, (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    }
}
