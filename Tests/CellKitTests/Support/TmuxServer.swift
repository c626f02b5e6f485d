import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A private tmux server (its own `-L` socket, no configuration) for checking what a real
/// terminal draws; every command runs with a hard timeout.
struct TmuxServer {
    /// The tmux executable on `PATH`, if any.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// `tmux -V`, e.g. `tmux 3.3a`, or nil without tmux.
    static let version: String? = {
        guard executable != nil, let output = try? TmuxServer(socket: "detailstack-version").run(["-V"])
        else { return nil }
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    let socket: String

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `tmux -L socket -f /dev/null -u arguments…` under `timeout(1)` and returns its
    /// standard output.
    ///
    /// `system(3)` rather than `Process`: the server that the first command forks keeps the
    /// client's descriptors, and Foundation's process monitoring does not see that client end.
    @discardableResult
    func run(_ arguments: [String], timeout: Int = 20) throws -> String {
        guard let executable = Self.executable else { throw Failure(description: "tmux is not installed") }
        let outputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(socket)-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let words = [executable.path, "-L", socket, "-f", "/dev/null", "-u"] + arguments
        let command =
            "env -i PATH=/usr/bin:/bin LANG=C.UTF-8 TERM=xterm-256color timeout -s KILL \(timeout) "
            + words.map(Self.quoted).joined(separator: " ")
            + " </dev/null >\(Self.quoted(outputFile.path)) 2>/dev/null"
        let status = system(command)
        guard status == 0 else { throw Failure(description: "tmux \(arguments) failed (status \(status))") }
        return (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    }

    /// `text` in single quotes for `sh`.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Shows `text` in a new pane `width` × `height` (with `cat`), waits until it is drawn,
    /// and returns the pane's rows as tmux holds them; always stops the server.
    func capture(_ text: String, width: Int, height: Int) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer {
            _ = try? run(["kill-server"])
            try? FileManager.default.removeItem(at: file)
        }
        let tmux = Self.executable?.path ?? "tmux"
        let command =
            "stty -onlcr; cat \(Self.quoted(file.path)); \(Self.quoted(tmux)) -L \(socket) wait-for -S drawn; exec cat"
        try run(["new-session", "-d", "-x", String(width), "-y", String(height), command])
        try run(["wait-for", "drawn"])
        return try run(["capture-pane", "-p"]).components(separatedBy: "\n")
    }
}
