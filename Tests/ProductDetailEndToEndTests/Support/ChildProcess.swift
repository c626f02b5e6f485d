import Foundation
import Relay
import Testing

/// Runs the built `product-detail` executable as a child process, with an explicit
/// environment, a working directory, and a hard kill timeout, and collects its output.
///
/// The executable is found beside the test bundle in the build directory (`swift build`
/// and `swift test` put every product there); tests never invoke `swift` themselves.
struct ChildProcess {
    struct Result: Sendable {
        let status: Int32
        let stdout: [UInt8]
        let stderr: [UInt8]
        let timedOut: Bool

        var output: String { String(decoding: stdout, as: UTF8.self) }
        var errors: String { String(decoding: stderr, as: UTF8.self) }
        var lines: [String] {
            output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// The environment every run starts from: nothing inherited but `PATH`.
    static func cleanEnvironment(columns: Int = 80) -> [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "COLUMNS": String(columns),
            "TERM": "dumb",
            "NO_COLOR": "1",
            "LANG": "C.UTF-8",
            "TZ": "UTC",
        ]
    }

    /// The `product-detail` binary next to the running test bundle.
    static var executable: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // On platforms where the bundle is a directory (…xctest/Contents/MacOS/…), climb out.
        while directory.pathExtension == "xctest" || directory.lastPathComponent == "MacOS"
            || directory.lastPathComponent == "Contents"
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("product-detail")
    }

    /// Runs `product-detail` with `arguments` and waits for it, killing it after `timeout`.
    static func run(
        _ arguments: [String],
        environment: [String: String] = cleanEnvironment(),
        in directory: URL? = nil,
        timeout: Duration = .seconds(60),
        whileRunning interact: (@Sendable (Process, FileHandle) -> Void)? = nil
    ) throws -> Result {
        let executable = Self.executable
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ProcessError("product-detail is not built at \(executable.path); run `swift build` first")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory ?? FileManager.default.temporaryDirectory
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors

        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let collected = Locked<(stdout: [UInt8], stderr: [UInt8])>(([], []))
        let readers = DispatchGroup()
        for (handle, isError) in [(output.fileHandleForReading, false), (errors.fileHandleForReading, true)] {
            readers.enter()
            DispatchQueue.global().async {
                let data = handle.readDataToEndOfFile()
                collected.withLock { buffers in
                    if isError { buffers.stderr = Array(data) } else { buffers.stdout = Array(data) }
                }
                readers.leave()
            }
        }
        try process.run()
        interact?(process, input.fileHandleForWriting)
        try? input.fileHandleForWriting.close()

        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        var timedOut = false
        if finished.wait(timeout: .now() + seconds) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            _ = finished.wait(timeout: .now() + 10)
        }
        _ = readers.wait(timeout: .now() + 10)
        let (stdout, stderr) = collected.withLock { ($0.stdout, $0.stderr) }
        if timedOut {
            Issue.record("product-detail \(arguments.joined(separator: " ")) was killed after \(timeout)")
        }
        return Result(status: process.terminationStatus, stdout: stdout, stderr: stderr, timedOut: timedOut)
    }
}

struct ProcessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
