import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output that cannot be written: a full disk and a closed descriptor are errors
/// (one line on standard error, exit 74); a reader that went away is a quiet exit.
@Suite(.timeLimit(.minutes(5))) struct WriteErrorTests {
    /// Runs `product-detail arguments` through `sh -c script`, where `"$@"` is the command;
    /// returns its status and standard error.
    private func run(_ script: String, _ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "sh", ChildProcess.executable.path] + arguments
        process.environment = ChildProcess.cleanEnvironment()
        process.currentDirectoryURL = URL(fileURLWithPath: NSTemporaryDirectory())
        let errors = Foundation.Pipe()
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if finished.wait(timeout: .now() + 60.0) == .timedOut {
            process.terminate()
            Issue.record("product-detail \(arguments) did not exit")
        }
        return (process.terminationStatus, text)
    }

    @Test func aFullDiskIsReportedWithExitSeventyFour() throws {
        for arguments in [["--width", "80"], ["--format", "json"]] {
            let result = try run(#""$@" > /dev/full"#, arguments)
            #expect(result.status == 74, "\(arguments)")
            #expect(result.errors.contains("No space left on device"))
            #expect(result.errors.split(separator: "\n").count == 1)
        }
    }

    @Test func aClosedStandardOutputIsReportedWithExitSeventyFour() throws {
        let result = try run(#""$@" >&-"#, ["--width", "80"])
        #expect(result.status == 74)
        #expect(result.errors.contains("Bad file descriptor"))
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test func aReaderThatGoesAwayIsAQuietExit() throws {
        // `head` reads one line and exits; the next frame meets a closed pipe. The command's
        // own status comes out on descriptor 3.
        let result = try run(
            #"status=$( { { "$@"; echo $? >&3; } | head -n 1 > /dev/null; } 3>&1 ); exit "$status""#,
            ["--width", "80", "--watch", "--simulate", "--interval", "50"])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty, "\(result.errors)")
    }
}
