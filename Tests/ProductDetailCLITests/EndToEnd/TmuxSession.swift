import Foundation
import Relay
import TestSupport
import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `product-detail` running in a real terminal: a tmux pane of a fixed size, on a tmux
/// server of its own (`tmux -L <unique name>`), so tests never share a server.
///
/// The pane runs a small script that records the terminal's settings (`stty -g`) before and
/// after the program, and its exit status. The program writes each screen it means to draw to
/// a log (`PRODUCT_DETAIL_SCREEN_LOG`). A control-mode client (`tmux -C`) sends keys and
/// `capture-pane`, and wakes the test whenever the pane produces output (`%output`), so the
/// test waits for events with a deadline and never sleeps.
final class TmuxSession: @unchecked Sendable {
    // @unchecked: the mutable state lives in `state`, guarded by its lock (an NSCondition).

    /// One screen the program logged.
    struct Screen: Equatable, CustomStringConvertible {
        var rows: Int
        var columns: Int
        var widthModel: String
        var lines: [String]

        /// The lines as the terminal holds them: `rows` lines, trailing spaces removed.
        var padded: [String] { TmuxSession.normalized(lines, rows: rows) }

        var description: String { "\(columns)×\(rows) \(widthModel)\n" + lines.joined(separator: "\n") }
    }

    /// What the program left behind when it exited.
    struct Exit {
        var status: Int32
        var settingsBefore: String
        var settingsAfter: String
    }

    /// The tmux executable on `PATH`, or `nil` when tmux is not installed.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/tmux" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// `tmux -V`, such as `tmux 3.3a`.
    static let version: String? = {
        guard let executable else { return nil }
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        return try? SpawnedProcess.run(executable, ["-V"], environment: environment).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    private static let counter = Locked(0)

    /// The pane's size now.
    private(set) var columns: Int
    private(set) var rows: Int
    private let tmux: String
    private let socket: String
    private let directory: TemporaryDirectory
    private let control: SpawnedProcess
    private let controlInput: FileHandle
    private let state = NSCondition()
    // Guarded by `state`.
    private var outputEvents = 0
    private var responses: [[String]] = []
    private var responsesTaken = 0
    private var hasExited = false

    /// Starts a tmux server with one `columns` × `rows` pane running `product-detail
    /// arguments` in a clean environment (`extraEnvironment` added).
    ///
    /// With `jobControl`, the pane's shell runs the program as a job of its own (`set -m`), as
    /// an interactive shell does: Ctrl-Z or SIGTSTP stops it, the shell records the
    /// terminal's settings, and ``resumeJob()`` brings it back with `fg`.
    init(
        columns: Int, rows: Int, arguments: [String], extraEnvironment: [String: String] = [:],
        jobControl: Bool = false
    ) throws {
        directory = try TemporaryDirectory()
        guard let tmux = Self.executable else { throw ProcessError("tmux is not installed") }
        self.tmux = tmux
        self.columns = columns
        self.rows = rows
        let number = Self.counter.withLock { counter in
            counter += 1
            return counter
        }
        // A name of its own, in a directory of its own (TMUX_TMPDIR), removed with the session.
        socket = "ds-\(getpid())-\(number)"
        tmuxEnvironment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8",
            "TMUX_TMPDIR": directory.path,
        ]
        var environment = ChildProcess.cleanEnvironment()
        environment["COLUMNS"] = nil
        environment["TERM"] = nil  // the pane's own (tmux sets it)
        environment[ScreenLog.variable] = directory.file("screens")
        for (key, value) in extraEnvironment { environment[key] = value }
        let command =
            ["env", "-i"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            + [#"TERM=$TERM"#, ChildProcess.executable.path] + arguments
        let tmuxCommand = "\(Self.quoted(tmux)) -L \(socket)"
        // A job stopped by SIGSTOP, SIGTSTP, SIGTTIN or SIGTTOU ends with 147 to 150.
        let script = """
            cd \(Self.quoted(directory.path)) || exit 1
            \(jobControl ? "set -m" : "")
            stty -g > before
            sh -c 'echo $$ > pid; exec "$@"' sh \(command.map { $0.hasPrefix("TERM=$") ? "\"\($0)\"" : Self.quoted($0) }.joined(separator: " "))
            status=$?
            stops=0
            while [ $status -ge 147 ] && [ $status -le 150 ]; do
                stops=$((stops + 1))
                stty -g > stopped.$stops
                \(tmuxCommand) wait-for -S stopped
                \(tmuxCommand) wait-for resume
                fg > /dev/null
                status=$?
            done
            echo $status > status.partial && mv status.partial status
            stty -g > after
            \(tmuxCommand) wait-for -S done
            exec cat > /dev/null
            """
        let scriptPath = try directory.write(script, to: "run.sh")
        let started = try SpawnedProcess.run(
            tmux,
            [
                "-u", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", String(columns), "-y",
                String(rows),
                "-s", "main", "sh " + scriptPath,
            ], environment: tmuxEnvironment)
        guard started.status == 0 else { throw ProcessError("tmux new-session failed: \(started.output)") }

        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw ProcessError("pipe failed: errno \(errno)") }
        for descriptor in input + output { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        control = try SpawnedProcess(
            tmux, ["-u", "-L", socket, "-C", "attach", "-t", "main"], environment: tmuxEnvironment,
            input: input[0], output: output[1])
        close(input[0])
        close(output[1])
        controlInput = FileHandle(fileDescriptor: input[1], closeOnDealloc: true)
        startReading(output[0])
    }

    /// The environment of every tmux client this session runs.
    private let tmuxEnvironment: [String: String]

    /// Reads the control client's lines on a thread of its own, until the client exits.
    private func startReading(_ descriptor: Int32) {
        Thread.detachNewThread { [weak self] in
            defer { close(descriptor) }
            var pending: [UInt8] = []
            var block: [String]?
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0, let self else { break }
                pending += buffer[..<count]
                while let newline = pending.firstIndex(of: 0x0A) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    self.handle(line, block: &block)
                }
            }
            guard let self else { return }
            self.state.lock()
            self.hasExited = true
            self.state.broadcast()
            self.state.unlock()
        }
    }

    /// Sorts one control-mode line: a command's output block (`%begin … %end` with flags 1),
    /// pane output (`%output`), or the end (`%exit`).
    private func handle(_ line: String, block: inout [String]?) {
        if var lines = block {
            if line.hasPrefix("%end ") || line.hasPrefix("%error ") {
                block = nil
                if line.hasSuffix(" 1") {
                    state.lock()
                    responses.append(lines)
                    state.broadcast()
                    state.unlock()
                }
            } else {
                lines.append(line)
                block = lines
            }
            return
        }
        if line.hasPrefix("%begin ") {
            block = []
        } else if line.hasPrefix("%output ") || line.hasPrefix("%extended-output ") {
            state.lock()
            outputEvents += 1
            state.broadcast()
            state.unlock()
        } else if line.hasPrefix("%exit") {
            state.lock()
            hasExited = true
            state.broadcast()
            state.unlock()
        }
    }

    /// Runs a tmux command through the control client and returns its output, or `nil` when
    /// no answer came before `deadline`.
    @discardableResult
    func command(_ text: String, deadline: Date = Date() + 30) -> [String]? {
        state.lock()
        let index = responsesTaken
        responsesTaken += 1
        state.unlock()
        controlInput.write(Data((text + "\n").utf8))
        state.lock()
        defer { state.unlock() }
        while responses.count <= index && !hasExited {
            if !state.wait(until: deadline) { break }
        }
        return responses.count > index ? responses[index] : nil
    }

    /// The pane's visible lines, trailing spaces removed.
    func capture() -> [String] {
        Self.normalized(command("capture-pane -p -t main") ?? [], rows: rows)
    }

    /// Whether the pane shows the alternate screen, and whether its cursor is visible.
    var modes: (alternateScreen: Bool, cursorVisible: Bool)? {
        guard let line = command("display -p -t main '#{alternate_on} #{cursor_flag}'")?.first else {
            return nil
        }
        let flags = line.split(separator: " ")
        guard flags.count == 2 else { return nil }
        return (flags[0] == "1", flags[1] == "1")
    }

    /// Sends keys by their tmux names (`Down`, `PPage`, `Enter`, `BSpace`, `q`).
    func send(_ keys: String...) {
        command("send-keys -t main " + keys.joined(separator: " "))
    }

    /// Resizes the window (and the pane) to `columns` × `rows`; the program gets SIGWINCH.
    func resize(columns: Int, rows: Int) {
        command("resize-window -t main -x \(columns) -y \(rows)")
        self.columns = columns
        self.rows = rows
    }

    /// The screens the program logged so far, in order.
    var screens: [Screen] {
        guard let text = try? String(contentsOfFile: directory.file("screens"), encoding: .utf8) else {
            return []
        }
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let rows = object["rows"] as? Int, let columns = object["columns"] as? Int,
                let model = object["widthModel"] as? String, let lines = object["lines"] as? [String]
            else { return nil }
            return Screen(rows: rows, columns: columns, widthModel: model, lines: lines)
        }
    }

    /// Waits, with a deadline, until `condition` holds; checks again each time the pane
    /// produces output, and at least every quarter of a second: the program writes its screen
    /// log after it drew the screen, so the last output can come before what it waits for.
    func waitUntil(timeout: TimeInterval = 30, _ condition: () -> Bool) -> Bool {
        let deadline = Date() + timeout
        while true {
            state.lock()
            let seen = outputEvents
            state.unlock()
            if condition() { return true }
            guard Date() < deadline else { return false }
            state.lock()
            let recheck = min(deadline, Date() + 0.25)
            while outputEvents == seen && !hasExited {
                if !state.wait(until: recheck) { break }
            }
            let exited = hasExited
            state.unlock()
            if exited { return condition() }
        }
    }

    /// Waits until the program has logged more than `count` screens.
    func waitForScreen(after count: Int, timeout: TimeInterval = 30) -> Screen? {
        var found: Screen?
        _ = waitUntil(timeout: timeout) {
            let all = screens
            found = all.count > count ? all.last : nil
            return found != nil
        }
        return found
    }

    /// Waits until the pane shows exactly the last screen the program logged (nothing stale,
    /// nothing doubled); returns that screen, or records an issue with both when it never does.
    @discardableResult
    func expectPaneShowsLastScreen(
        _ context: String, timeout: TimeInterval = 30, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Screen? {
        var expected: Screen?
        var captured: [String] = []
        let matched = waitUntil(timeout: timeout) {
            expected = screens.last
            captured = capture()
            guard let expected else { return false }
            return captured == Self.normalized(expected.lines, rows: captured.count)
        }
        if !matched {
            Issue.record(
                """
                \(context): the pane never showed the screen the program drew
                expected:
                \(expected?.padded.joined(separator: "\n") ?? "(no screen logged)")
                pane:
                \(captured.joined(separator: "\n"))
                """, sourceLocation: sourceLocation)
        }
        return matched ? expected : nil
    }

    /// The program's process id, once the pane has started it.
    var programID: pid_t? {
        guard let text = try? String(contentsOfFile: directory.file("pid"), encoding: .utf8) else {
            return nil
        }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Sends `signal` to the program.
    func signal(_ number: Int32) {
        if let programID { kill(programID, number) }
    }

    /// The terminal's settings before the program started.
    var settingsBefore: String { contents(of: "before") }

    /// Waits until the program's job stopped for the `number`th time (a session with job
    /// control), and returns the terminal's settings then, as the shell found them; `nil`
    /// when it did not stop within `timeout`.
    func waitForStop(_ number: Int, timeout: TimeInterval = 30) -> String? {
        let waited = try? SpawnedProcess.run(
            tmux, ["-L", socket, "wait-for", "stopped"], environment: tmuxEnvironment, timeout: timeout)
        guard waited?.status == 0 else { return nil }
        return contents(of: "stopped.\(number)")
    }

    /// Brings the stopped job back (`fg`).
    func resumeJob() {
        _ = try? run(["-L", socket, "wait-for", "-S", "resume"])
    }

    private func contents(of name: String) -> String {
        (try? String(contentsOfFile: directory.file(name), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }

    /// Waits for the program to exit (killing it after `timeout`) and returns its status and
    /// the terminal's settings before and after it.
    func waitForExit(timeout: TimeInterval = 60) -> Exit? {
        // A control client's `wait-for` does not wait: ask from a client of its own.
        let waited = try? SpawnedProcess.run(
            tmux, ["-L", socket, "wait-for", "done"], environment: tmuxEnvironment, timeout: timeout)
        if waited?.status != 0 {
            if let programID { kill(programID, SIGKILL) }
            Issue.record("product-detail did not exit within \(timeout) s; killed")
            return nil
        }
        return Exit(
            status: Int32(contents(of: "status")) ?? -1, settingsBefore: contents(of: "before"),
            settingsAfter: contents(of: "after"))
    }

    deinit {
        if let programID { kill(programID, SIGKILL) }
        _ = try? run(["-L", socket, "kill-server"])
        control.send(SIGKILL)
        _ = control.wait(timeout: 10)
    }

    /// `lines` as a terminal of `rows` rows holds them: trailing spaces removed, blank rows
    /// added at the bottom.
    static func normalized(_ lines: [String], rows: Int) -> [String] {
        var result = lines.map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
        if result.count < rows { result += Array(repeating: "", count: rows - result.count) }
        return result
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Runs a short tmux command to completion, with this session's environment.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try SpawnedProcess.run(tmux, arguments, environment: tmuxEnvironment)
    }
}
