import Foundation
import Relay
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `product-detail` executable running as a child process: explicit environment,
/// a working directory, standard output on a pipe or a pseudo-terminal, output collected as
/// it arrives, and a hard kill timeout so no test can hang.
///
/// The executable is found beside the test bundle in the build directory (`swift build` and
/// `swift test` put every product there); tests never invoke `swift` themselves.
final class ChildProcess: @unchecked Sendable {
    // @unchecked: the mutable output lives in `collected` (a `Locked`); the rest is set once.
    struct Result: Sendable {
        let status: Int32
        let stdout: [UInt8]
        let stderr: [UInt8]
        /// Whether a signal ended the program (a trap, a crash, a kill) rather than `exit`.
        var endedBySignal = false

        var output: String { String(decoding: stdout, as: UTF8.self) }
        var errors: String { String(decoding: stderr, as: UTF8.self) }
        var lines: [String] {
            output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        }
    }

    /// Whether this process (and so the program, built alongside) runs under ThreadSanitizer,
    /// as in CI's TSan step.
    static let runsUnderThreadSanitizer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

    /// The environment every run starts from: nothing inherited but `PATH`, and a pinned
    /// clock so relative dates are stable.
    static func cleanEnvironment(columns: Int = 80) -> [String: String] {
        var environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "COLUMNS": String(columns),
            "TERM": "dumb",
            "NO_COLOR": "1",
            "LANG": "C.UTF-8",
            "TZ": "UTC",
            "PRODUCT_DETAIL_NOW": "2026-11-30T09:00:00Z",
        ]
        // Under `swift test --enable-code-coverage` the child writes its profile beside the
        // test bundle's, so `.ci/coverage` counts the code only a child runs.
        if let profile = ProcessInfo.processInfo.environment["LLVM_PROFILE_FILE"] {
            environment["LLVM_PROFILE_FILE"] = profile
        }
        return environment
    }

    /// The `product-detail` binary next to the running test bundle.
    static var executable: URL {
        var directory = (Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe"))
            .resolvingSymlinksInPath()
        // Climb out of the test binary, and out of a bundle (…xctest/Contents/MacOS/…) if any.
        repeat {
            directory.deleteLastPathComponent()
        } while directory.pathExtension == "xctest"
            || ["MacOS", "Contents"].contains(directory.lastPathComponent)
        return directory.appendingPathComponent("product-detail")
    }

    private let process = Process()
    private let collected = Locked<(stdout: [UInt8], stderr: [UInt8])>(([], []))
    private let arrived = DispatchSemaphore(value: 0)
    private let readers = DispatchGroup()
    private let finished = DispatchSemaphore(value: 0)
    private let inputHandle: FileHandle
    private let terminal: PseudoTerminal?

    /// Starts `product-detail` with `arguments`.
    ///
    /// - Parameters:
    ///   - terminal: When given, standard input and output are this pseudo-terminal's
    ///     device side (so the program sees a terminal); otherwise pipes.
    init(
        _ arguments: [String],
        environment: [String: String] = cleanEnvironment(),
        in directory: String? = nil,
        terminal: PseudoTerminal? = nil
    ) throws {
        let executable = Self.executable
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ProcessError("product-detail is not built at \(executable.path); run `swift build` first")
        }
        self.terminal = terminal
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? NSTemporaryDirectory())
        let errors = Foundation.Pipe()
        process.standardError = errors
        let outputReadEnd: FileHandle
        if let terminal {
            let device = FileHandle(fileDescriptor: terminal.device, closeOnDealloc: false)
            process.standardInput = device
            process.standardOutput = device
            inputHandle = FileHandle(fileDescriptor: terminal.controller, closeOnDealloc: false)
            outputReadEnd = FileHandle(fileDescriptor: terminal.controller, closeOnDealloc: false)
        } else {
            let input = Foundation.Pipe()
            let output = Foundation.Pipe()
            process.standardInput = input
            process.standardOutput = output
            inputHandle = input.fileHandleForWriting
            outputReadEnd = output.fileHandleForReading
        }
        let finished = self.finished
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        startReading(outputReadEnd, isError: false, stopWhenFinished: terminal != nil)
        startReading(errors.fileHandleForReading, isError: true, stopWhenFinished: false)
    }

    private func startReading(_ handle: FileHandle, isError: Bool, stopWhenFinished: Bool) {
        readers.enter()
        let descriptor = handle.fileDescriptor
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                if stopWhenFinished {
                    // A pseudo-terminal's controller never reports end of file while the test
                    // holds the device open: poll, and stop once the child is gone and drained.
                    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    let ready = poll(&poller, 1, 50)
                    if ready == 0 {
                        if !process.isRunning { break }
                        continue
                    }
                }
                let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                collected.withLock { output in
                    if isError {
                        output.stderr += buffer[..<count]
                    } else {
                        output.stdout += buffer[..<count]
                    }
                }
                arrived.signal()
            }
            readers.leave()
        }
    }

    /// Standard output so far.
    var output: String {
        String(decoding: collected.withLock { $0.stdout }, as: UTF8.self)
    }

    /// Standard output so far, as bytes.
    var outputBytes: [UInt8] {
        collected.withLock { $0.stdout }
    }

    /// Standard error so far.
    var errors: String {
        String(decoding: collected.withLock { $0.stderr }, as: UTF8.self)
    }

    /// Waits until `condition` holds for standard output and error, or `timeout` passes.
    @discardableResult
    func waitUntil(
        timeout: Duration = .seconds(30), _ condition: (_ output: String, _ errors: String) -> Bool
    ) -> Bool {
        let deadline = DispatchTime.now() + timeout.seconds
        while !condition(output, errors) {
            if arrived.wait(timeout: deadline) == .timedOut { return condition(output, errors) }
        }
        return true
    }

    /// Writes `bytes` to the program's standard input (the terminal, if it has one).
    func type(_ bytes: [UInt8]) {
        inputHandle.write(Data(bytes))
    }

    /// Sends `signal` to the program.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the program to exit, killing it after `timeout`; returns its status and
    /// everything it wrote.
    func finish(timeout: Duration = .seconds(60)) -> Result {
        if terminal == nil { try? inputHandle.close() }
        if finished.wait(timeout: .now() + timeout.seconds) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            _ = finished.wait(timeout: .now() + 10)
            Issue.record("product-detail \(process.arguments ?? []) was killed after \(timeout)")
        }
        _ = readers.wait(timeout: .now() + 10)
        let (stdout, stderr) = collected.withLock { ($0.stdout, $0.stderr) }
        return Result(
            status: process.terminationStatus, stdout: stdout, stderr: stderr,
            endedBySignal: process.terminationReason == .uncaughtSignal)
    }

    /// Runs `product-detail` to completion with standard input closed.
    static func run(
        _ arguments: [String],
        environment: [String: String] = cleanEnvironment(),
        in directory: String? = nil,
        timeout: Duration = .seconds(60)
    ) throws -> Result {
        try ChildProcess(arguments, environment: environment, in: directory).finish(timeout: timeout)
    }
}

extension Duration {
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

struct ProcessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// `read(2)`, under a name that does not collide with methods called `read`.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
