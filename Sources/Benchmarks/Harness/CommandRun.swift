import Dispatch
import Foundation
import Relay

#if canImport(Glibc)
    import Glibc
#endif

/// A `product-detail` started with `posix_spawn` (reaped with `waitpid`, so its exit is seen
/// at once), its standard output read line by line on a thread of its own with the moment each
/// line arrived, and its CPU time and resident memory read from `/proc`.
final class CommandRun: Sendable {
    /// The child's process id.
    let pid: pid_t
    private let output: Int32
    private let drainsOutput: Bool
    // Lines so far, with the monotonic nanoseconds each arrived, and the exit once reaped.
    private let state = Locked<
        (lines: [(at: UInt64, text: String)], exit: Int32?, exitedAt: UInt64?, peakMegabytes: Double?)
    >(([], nil, nil, nil))

    /// The `product-detail` beside this benchmarks executable.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("product-detail")
    }

    /// This benchmarks executable, which `peak-of` runs as.
    static var benchmarksExecutable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    }

    /// The environment every run gets: a fixed clock and width, no colour, no backtraces.
    static let environment = [
        "PATH": "/usr/bin:/bin", "COLUMNS": "100", "NO_COLOR": "1", "LANG": "C.UTF-8", "TZ": "UTC",
        "PRODUCT_DETAIL_NOW": "2026-11-30T09:00:00Z", "SWIFT_BACKTRACE": "enable=no",
    ]

    /// Starts `product-detail arguments…`; standard input from `input` (a path, `/dev/null`
    /// by default), standard error to `/dev/null`. With `drainsOutput` off, nobody reads
    /// standard output: once the pipe is full, the child's writes block. With `measuresPeak`,
    /// the command runs under `benchmarks peak-of`, so that ``peakMegabytes`` is its own peak
    /// rather than this process's (signals sent then reach the process in between).
    init?(
        _ arguments: [String], input: String = "/dev/null", drainsOutput: Bool = true,
        measuresPeak: Bool = false
    ) {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, input, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let report =
            measuresPeak
            ? FileManager.default.temporaryDirectory
                .appendingPathComponent("detailstack-peak-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
                .path : nil
        let executable = report == nil ? Self.executable.path : Self.benchmarksExecutable.path
        let command = report.map { [PeakOf.command, $0, Self.executable.path] } ?? []
        let argv = ([executable] + command + arguments).map { strdup($0) }
        let envp = Self.environment.map { strdup("\($0.key)=\($0.value)") }
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, argv + [nil], envp + [nil])
        close(pipeEnds[1])
        guard spawned == 0 else {
            print("cannot start \(executable): \(String(cString: strerror(spawned)))")
            close(pipeEnds[0])
            return nil
        }
        let spawnedChild = child
        pid = child
        output = pipeEnds[0]
        self.drainsOutput = drainsOutput
        let state = state
        let descriptor = output
        let reader = Thread {
            guard drainsOutput else { return }
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                let now = DispatchTime.now().uptimeNanoseconds
                pending += buffer[..<count]
                var lines: [(at: UInt64, text: String)] = []
                while let newline = pending.firstIndex(of: 0x0A) {
                    lines.append((now, String(decoding: pending[..<newline], as: UTF8.self)))
                    pending.removeSubrange(...newline)
                }
                if !lines.isEmpty {
                    state.withLock { $0.lines += lines }
                    state.notifyAll()
                }
            }
            close(descriptor)
        }
        reader.start()
        let waiter = Thread {
            var status: Int32 = 0
            var usage = rusage()
            while wait4(spawnedChild, &status, 0, &usage) == -1 && errno == EINTR {}
            let now = DispatchTime.now().uptimeNanoseconds
            // Exited: the status; killed by a signal: 128 + the signal, as a shell says.
            let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            let measured = report.flatMap { PeakOf.read($0) }
            if let report { unlink(report) }
            state.withLock {
                $0.exit = measured?.status ?? code
                $0.exitedAt = now
                $0.peakMegabytes =
                    measured?.peakMegabytes ?? (report == nil ? Double(usage.ru_maxrss) / 1_024 : nil)
            }
            state.notifyAll()
        }
        waiter.start()
    }

    deinit {
        // The reader closes a drained pipe; an undrained one is held open until here.
        if !drainsOutput { close(output) }
    }

    /// The lines so far.
    var lines: [(at: UInt64, text: String)] { state.withLock { $0.lines } }

    /// The exit status (128 + n for a signal) and when it was seen, once the child ended.
    var exit: (status: Int32, at: UInt64)? {
        state.withLock { state in state.exit.flatMap { code in state.exitedAt.map { (code, $0) } } }
    }

    /// The child's peak resident memory, in megabytes, once it ended.
    var peakMegabytes: Double? { state.withLock { $0.peakMegabytes } }

    /// The child's output pipe, for a caller that drains it itself (see `drainsOutput`).
    var outputDescriptor: Int32 { output }

    /// Waits until more than `count` lines arrived; the arrival of line `count` (from 0).
    func waitForLine(_ count: Int, seconds: Double) -> (at: UInt64, text: String)? {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        guard state.wait(until: { $0.lines.count > count || $0.exit != nil }, deadline: deadline) else {
            return nil
        }
        return state.withLock { $0.lines.count > count ? $0.lines[count] : nil }
    }

    /// Waits until a line satisfying `matches` arrived after the first `count` lines.
    func waitForLine(after count: Int, seconds: Double, where matches: @escaping (String) -> Bool) -> (
        at: UInt64, text: String
    )? {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        guard
            state.wait(
                until: { state in
                    state.lines.dropFirst(count).contains { matches($0.text) } || state.exit != nil
                },
                deadline: deadline)
        else { return nil }
        return state.withLock { $0.lines.dropFirst(count).first { matches($0.text) } }
    }

    /// Waits for the child to end; its exit status and when it was seen.
    func waitForExit(seconds: Double) -> (status: Int32, at: UInt64)? {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        guard state.wait(until: { $0.exit != nil }, deadline: deadline) else { return nil }
        return exit
    }

    /// Sends `signal` to the child.
    func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Ends the child (SIGTERM, then SIGKILL after a second) and waits for it.
    func stop() {
        guard exit == nil else { return }
        send(SIGTERM)
        if waitForExit(seconds: 1) == nil {
            send(SIGKILL)
            _ = waitForExit(seconds: 5)
        }
    }

    /// The child's CPU time so far (user + system), in seconds.
    var cpuSeconds: Double? { processCPUSeconds(pid) }

    /// The child's resident memory now, in megabytes.
    var residentMegabytes: Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
            return nil
        }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.count >= 2, let kilobytes = Double(fields[1]) { return kilobytes / 1_024 }
        }
        return nil
    }
}

/// The milliseconds from `start` to `end` (monotonic nanoseconds), 0 when `end` came first.
func milliseconds(from start: UInt64, to end: UInt64) -> Double {
    end > start ? Double(end - start) / 1e6 : 0
}

/// CPU seconds (user + system) of process `pid` so far, from `/proc`.
func processCPUSeconds(_ pid: pid_t) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the command name: state is field 3, utime 14 and stime 15 (1-based).
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
        return nil
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}
