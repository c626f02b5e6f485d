import CellKit
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Black-box: the built `product-detail` (and `benchmarks`) given what a hostile or unlucky
/// user would give them. Every case asserts that the program exited by itself (no trap, no
/// crash), with the expected status, and that standard error is exactly one line without a
/// control character. Cases run in parallel: each has its own process and directory.
@Suite(.timeLimit(.minutes(5))) struct HostileInputTests {
    private static let tenKilobytes = String(repeating: "x", count: 10_240)

    // MARK: Arguments

    @Test(
        arguments: [
            (["a\nb"], 64),
            (["--width=8\n0"], 64),
            (["--wat\nch"], 64),
            (["--product", "p-001\n"], 1),
            (["--product", "\u{1B}[2J\u{1B}[31mX"], 1),
            (["--product", "\u{202E}100-p\u{2066}"], 1),
            (["--user", "\u{7F}\u{9B}31m"], 64),
            (["--color", "\t\u{B}\u{C}\r"], 64),
            (["--data", "/nonexistent/\u{1B}]0;pwned\u{7}"], 66),
            (["--format=\u{1B}[?1049h"], 64),
            (["\u{1B}[2J"], 64),
            (["--watch=\u{1B}c"], 64),
            (["--width", "99999999999999999999"], 64),
            (["--width", "-9223372036854775809"], 64),
            (["--simulate", "--interval", "9223372036854775807"], 64),
            (["--simulate", "--interval", "9223372036854775", "--count", "1"], 64),
            (["--simulate", "--count", "99999999999999999999"], 64),
            (["--count", "9223372036854775807"], 64),
            (["--interval", "5"], 64),
            (["--interactive", "--format", "json"], 64),
        ] as [([String], Int32)])
    func hostileArgumentGetsItsStatusAndOneSafeLine(arguments: [String], status: Int32) throws {
        let result = try ChildProcess.run(arguments)
        expectOneSafeLine(result, status: status, arguments)
        #expect(result.stdout.isEmpty, "\(arguments)")
    }

    @Test(
        arguments: [
            ([tenKilobytes], 64),
            (["--" + tenKilobytes], 64),
            (["--width", tenKilobytes], 64),
            (["--width", String(repeating: "9", count: 10_240)], 64),
            (["--product", tenKilobytes], 1),
            (["--product", String(repeating: "\u{1B}[2J", count: 2_560)], 1),
            (["--data", "/" + tenKilobytes], 66),
            (["--user=" + String(repeating: "e\u{301}", count: 5_000)], 64),
        ] as [([String], Int32)])
    func tenKilobyteArgumentGetsABoundedLine(arguments: [String], status: Int32) throws {
        let result = try ChildProcess.run(arguments)
        expectOneSafeLine(result, status: status, arguments.map { String($0.prefix(20)) })
        #expect(result.stderr.count < 400, "\(result.stderr.count) bytes")
    }

    @Test func largestIntervalIsScheduledAndSIGTERMStillEndsTheRun() throws {
        let child = try ChildProcess(["--simulate", "--interval", "86400000", "--format", "json"])
        #expect(child.waitUntil { output, _ in output.contains("\n") })
        child.send(SIGTERM)
        let result = child.finish()
        let resultEndedBySignal = result.endedBySignal
        #expect(!resultEndedBySignal, "ended by signal \(result.status)")
        // 128 + SIGTERM; 130 until the app reports each signal by its own number.
        #expect([143, 130].contains(result.status))
        #expect(result.stderr.filter { $0 == 0x0A }.count <= 1)
    }

    @Test func unknownProductIsOneLineNamingTheDataDirectoryInUse() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        let result = try ChildProcess.run(["--product", "p-0001", "--data", data])
        expectOneSafeLine(result, status: 1, ["p-0001"])
        let namesDirectory = result.errors.contains("jq -r '.[].id' \(data)/products.json")
        #expect(namesDirectory, "\(result.errors)")
    }

    // MARK: The environment

    @Test(arguments: [
        "yesterday", "2026-11-30", "\u{1B}[2J2026-11-30T09:00:00Z", tenKilobytes, "2026-02-30T00:00:00Z",
        "2026-11-30T09:00:00Z\n",
    ])
    func malformedClockIsAUsageError(value: String) throws {
        var environment = ChildProcess.cleanEnvironment()
        environment["PRODUCT_DETAIL_NOW"] = value
        let result = try ChildProcess.run([], environment: environment)
        expectOneSafeLine(result, status: 64, [String(value.prefix(20))])
        #expect(result.errors.contains("PRODUCT_DETAIL_NOW"))
        #expect(result.errors.contains("2026-11-30T09:00:00Z"))
        #expect(result.stderr.count < 400)
    }

    @Test func malformedClockDoesNotStopHelp() throws {
        var environment = ChildProcess.cleanEnvironment()
        environment["PRODUCT_DETAIL_NOW"] = "never"
        let result = try ChildProcess.run(["--help"], environment: environment)
        let resultEndedBySignal = result.endedBySignal
        #expect(!resultEndedBySignal, "ended by signal \(result.status)")
        #expect(result.status == 0)
        #expect(result.output.contains("EXIT STATUS"))
    }

    @Test func dataVariableWithControlsIsEscaped() throws {
        var environment = ChildProcess.cleanEnvironment()
        environment["PRODUCT_DETAIL_DATA"] = "/nonexistent/\u{1B}[31m" + Self.tenKilobytes
        let result = try ChildProcess.run([], environment: environment)
        expectOneSafeLine(result, status: 66, ["PRODUCT_DETAIL_DATA"])
        #expect(result.stderr.count < 400)
    }

    // MARK: Data files that are not files

    @Test func namedPipeAsADataFileIsMissingInputWithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try FileManager.default.removeItem(atPath: data + "/products.json")
        #expect(mkfifo(data + "/products.json", 0o644) == 0)
        let result = try ChildProcess.run(["--data", data], timeout: .seconds(30))
        expectOneSafeLine(result, status: 66, ["FIFO"])
    }

    @Test(arguments: ["/dev/null", "/dev/zero"])
    func deviceAsADataFileIsMissingInput(device: String) throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try FileManager.default.removeItem(atPath: data + "/products.json")
        try FileManager.default.createSymbolicLink(
            atPath: data + "/products.json", withDestinationPath: device)
        let result = try ChildProcess.run(["--data", data], timeout: .seconds(30))
        expectOneSafeLine(result, status: 66, [device])
    }

    @Test func symbolicLinkLoopAsADataFileIsMissingInput() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try FileManager.default.removeItem(atPath: data + "/notes.json")
        try FileManager.default.createSymbolicLink(atPath: data + "/notes.json", withDestinationPath: "loop")
        try FileManager.default.createSymbolicLink(atPath: data + "/loop", withDestinationPath: "notes.json")
        let result = try ChildProcess.run(["--data", data])
        expectOneSafeLine(result, status: 66, ["loop"])
    }

    @Test func directoryAsADataFileIsMissingInput() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try FileManager.default.removeItem(atPath: data + "/products.json")
        try FileManager.default.createDirectory(
            atPath: data + "/products.json", withIntermediateDirectories: false)
        let result = try ChildProcess.run(["--data", data])
        expectOneSafeLine(result, status: 66, ["directory"])
    }

    @Test func namedPipeAsTheDataDirectoryIsMissingInput() throws {
        let directory = try TemporaryDirectory()
        #expect(mkfifo(directory.file("pipe"), 0o644) == 0)
        let result = try ChildProcess.run(["--data", directory.file("pipe")])
        expectOneSafeLine(result, status: 66, ["pipe as --data"])
    }

    @Test(.enabled(if: geteuid() != 0, "root reads files whatever their mode"))
    func unreadableDataFileIsMissingInput() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        #expect(chmod(data + "/products.json", 0) == 0)
        defer { chmod(data + "/products.json", 0o644) }
        let result = try ChildProcess.run(["--data", data])
        expectOneSafeLine(result, status: 66, ["chmod 000"])
    }

    // MARK: Data that is hostile inside

    @Test func largestPriceRendersExactlyForEveryUser() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try replace("\"price\": 12800,", with: "\"price\": 9223372036854775807,", in: data + "/products.json")
        let normal = try ChildProcess.run(["--width", "80", "--data", data])
        let normalEndedBySignal = normal.endedBySignal
        #expect(!normalEndedBySignal, "ended by signal \(normal.status)")
        #expect(normal.status == 0)
        #expect(normal.errors.isEmpty)
        let showsPrice = normal.output.contains("¥9,223,372,036,854,775,807")
        #expect(showsPrice)
        let premium = try ChildProcess.run(["--width", "80", "--user", "premium", "--data", data])
        let premiumEndedBySignal = premium.endedBySignal
        #expect(!premiumEndedBySignal, "ended by signal \(premium.status)")
        #expect(premium.status == 0)
        let showsMemberPrice = premium.output.contains("¥8,301,034,833,169,298,226 (10% off)")
        #expect(showsMemberPrice)
        let json = try ChildProcess.run(["--format", "json", "--user", "premium", "--data", data])
        #expect(json.status == 0)
        // The offer card is narrower than the figure: it shows its start.
        let showsPoints = json.output.contains("+415,051,741,658,464,91")
        #expect(showsPoints)
    }

    @Test func largestPricesSurviveSimulatedChanges() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        let file = data + "/products.json"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let everyPrice = try Regex(#""price": \d+"#)
        try text.replacing(everyPrice, with: "\"price\": 9223372036854775807")
            .write(toFile: file, atomically: false, encoding: .utf8)
        let result = try ChildProcess.run([
            "--simulate", "--count", "8", "--interval", "1", "--format", "json", "--user", "premium",
            "--data", data,
        ])
        let resultEndedBySignal = result.endedBySignal
        #expect(!resultEndedBySignal, "ended by signal \(result.status)")
        #expect(result.status == 0)
        #expect(result.lines.count == 9, "the page and eight changes")
    }

    @Test func pricePastInt64IsBadData() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try replace("\"price\": 12800,", with: "\"price\": 9223372036854775808,", in: data + "/products.json")
        let result = try ChildProcess.run(["--data", data])
        expectOneSafeLine(result, status: 65, ["price 2^63"])
        #expect(result.errors.contains("products.json:"))
    }

    @Test func controlsInDataNeverReachTheTerminal() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try replace(
            "\"Kissa Tokyo\"", with: #""\u001b[2J\u001b]0;pwned\u0007\u202eKissa""#,
            in: data + "/products.json")
        let shown = try ChildProcess.run(["--width", "80", "--color", "never", "--data", data])
        let shownEndedBySignal = shown.endedBySignal
        #expect(!shownEndedBySignal, "ended by signal \(shown.status)")
        #expect(shown.status == 0)
        let writesControls = shown.stdout.contains(0x1B) || shown.stdout.contains(0x07)
        #expect(!writesControls)
        let showsEscaped = shown.output.contains("\\u{1B}[2J")
        #expect(showsEscaped)

        // Two products with the same id, which holds escapes: the error quotes it.
        try replace("\"id\": \"p-002\"", with: #""id": "p-\u001b[31mX""#, in: data + "/products.json")
        try replace("\"id\": \"p-003\"", with: #""id": "p-\u001b[31mX""#, in: data + "/products.json")
        let duplicate = try ChildProcess.run(["--data", data])
        expectOneSafeLine(duplicate, status: 65, ["duplicate id"])
    }

    @Test func deeplyNestedDataIsBadDataNotAStackOverflow() throws {
        let depth = TestScale.size(full: 100_000, small: 10_000)
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        try nested.write(toFile: data + "/products.json", atomically: false, encoding: .utf8)
        let topLevel = try ChildProcess.run(["--data", data])
        expectOneSafeLine(topLevel, status: 65, ["nested array"])

        let copy = try TemporaryDirectory()
        let inField = try copy.copyShippedData()
        try replace(
            "\"tags\": [", with: "\"tags\": " + String(repeating: "[{\"a\":", count: depth) + "[",
            in: inField + "/products.json")
        let field = try ChildProcess.run(["--data", inField])
        expectOneSafeLine(field, status: 65, ["nested in a field"])
    }

    @Test func hugeNameStillFitsTheWidth() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        let name = String(repeating: "名前 ", count: TestScale.size(full: 1_000_000, small: 20_000))
        try replace("ハンドドリップ", with: name, in: data + "/products.json")
        let result = try ChildProcess.run(["--width", "60", "--data", data])
        let resultEndedBySignal = result.endedBySignal
        #expect(!resultEndedBySignal, "ended by signal \(result.status)")
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let tooWide = result.lines.filter { DisplayWidth.of($0) > 60 }.count
        #expect(tooWide == 0)
    }

    @Test func truncatedAndEmptyAndNonUTF8FilesAreBadData() throws {
        for bytes: [UInt8] in [
            [], [0xFF, 0xFE, 0x5B, 0x5D], Array("[{\"id\": \"p-".utf8), [0x5B, 0x00, 0x5D],
        ] {
            let directory = try TemporaryDirectory()
            let data = try directory.copyShippedData()
            try Data(bytes).write(to: URL(fileURLWithPath: data + "/notes.json"))
            let result = try ChildProcess.run(["--data", data])
            expectOneSafeLine(result, status: 65, ["notes.json \(bytes.prefix(4))"])
        }
    }

    // MARK: The other executable

    @Test func benchmarksAnswerHelpAndRejectHostileArgumentsOnOneLine() throws {
        let help = try Self.runBenchmarks(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("benchmarks generate"))
        let generateHelp = try Self.runBenchmarks(["generate", "--help"])
        #expect(generateHelp.status == 0)
        #expect(generateHelp.output.contains("--products N"))
        for arguments in [
            ["\u{1B}[2J"], ["generate", "--products", "99999999999999999999"], ["generate", "--products"],
            ["generate", "--wat\nch", "1"], ["generate", "--seed", "-1", "--products", "1"],
            [Self.tenKilobytes],
        ] {
            let result = try Self.runBenchmarks(arguments)
            expectOneSafeLine(result, status: 64, arguments.map { String($0.prefix(20)) })
            #expect(result.stderr.count < 400)
        }
    }

    // MARK: Helpers

    /// The program ended by itself with `status`, and standard error holds exactly one line
    /// with no control character.
    private func expectOneSafeLine(
        _ result: ChildProcess.Result, status expectedStatus: Int32, _ label: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let endedBySignal = result.endedBySignal
        let status = result.status
        #expect(!endedBySignal, "\(label) ended by signal \(status)", sourceLocation: sourceLocation)
        #expect(
            status == expectedStatus, "\(label): \(result.errors.prefix(300))", sourceLocation: sourceLocation
        )
        let isOneLine = result.stderr.last == 0x0A && result.stderr.filter { $0 == 0x0A }.count == 1
        #expect(
            isOneLine, "\(label) wrote not one line: \(result.errors.prefix(300).debugDescription)",
            sourceLocation: sourceLocation)
        let line = String(decoding: result.stderr.dropLast(), as: UTF8.self)
        let hasControl = line.unicodeScalars.contains { TerminalSafeText.isControl($0) }
        #expect(
            !hasControl, "\(label) wrote a control: \(line.prefix(300).debugDescription)",
            sourceLocation: sourceLocation)
    }

    /// Replaces the first occurrence of `old` in `file` (every one with `everywhere`).
    private func replace(_ old: String, with new: String, in file: String, everywhere: Bool = false) throws {
        var text = try String(contentsOfFile: file, encoding: .utf8)
        let range = try #require(text.range(of: old), "\(old.prefix(40)) is not in \(file)")
        if everywhere {
            text = text.replacingOccurrences(of: old, with: new)
        } else {
            text.replaceSubrange(range, with: new)
        }
        try text.write(toFile: file, atomically: false, encoding: .utf8)
    }

    /// Runs the `benchmarks` executable built beside `product-detail`, killed after 60 s.
    private static func runBenchmarks(_ arguments: [String]) throws -> ChildProcess.Result {
        let executable = ChildProcess.executable.deletingLastPathComponent().appendingPathComponent(
            "benchmarks")
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path),
            "benchmarks is not built at \(executable.path)")
        let process = Foundation.Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ChildProcess.cleanEnvironment()
        process.currentDirectoryURL = URL(fileURLWithPath: NSTemporaryDirectory())
        let output = Foundation.Pipe()
        let errors = Foundation.Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // Help and errors fit a pipe's buffer, so waiting before reading cannot deadlock.
        if finished.wait(timeout: .now() + 60) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            _ = finished.wait(timeout: .now() + 10)
            Issue.record("benchmarks \(arguments.map { $0.prefix(20) }) was killed after 60 s")
        }
        try output.fileHandleForWriting.close()
        try errors.fileHandleForWriting.close()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        return ChildProcess.Result(
            status: process.terminationStatus, stdout: Array(stdout), stderr: Array(stderr),
            endedBySignal: process.terminationReason == .uncaughtSignal)
    }
}
