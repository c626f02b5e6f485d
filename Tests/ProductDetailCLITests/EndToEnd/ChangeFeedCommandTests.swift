import Foundation
import SectionKit
import TestSupport
import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// End to end: `product-detail --changes` fed the way feeds come, from standard input, a FIFO
/// another process writes, and a file, with a hard kill timeout on every run.
@Suite(.timeLimit(.minutes(3))) struct ChangeFeedCommandTests {
    private static let newPrice = #"{"type":"price","productId":"p-001","price":13900}"#
    private static let soldOut = #"{"type":"stock","productId":"p-001","stock":0}"#
    private static let unknown = #"{"type":"stock","productId":"p-999","stock":1}"#

    @Test func aReplayOnStandardInputEndsOnTheSamePageAsDataFilesEditedTheSameWay() throws {
        let child = try ChildProcess(["--changes", "-", "--format", "json", "--width", "80"])
        #expect(child.waitUntil { output, _ in output.contains("\"type\":\"page\"") })
        child.type(Array((Self.newPrice + "\n").utf8))
        #expect(child.waitUntil { output, _ in output.contains("\"type\":\"change\"") })
        child.type(Array((Self.unknown + "\n" + Self.soldOut + "\n").utf8))
        let streamed = child.finish()  // closes standard input: the feed ends
        #expect(streamed.status == 0, "\(streamed.errors)")
        let problems = streamed.errors.split(separator: "\n")
        #expect(problems.count == 1, "one line per skipped line: \(problems)")
        #expect(
            problems.first?.hasPrefix("product-detail: standard input:2: productId: unknown product id")
                == true,
            "\(problems)")

        let rebuilt = try NDJSONStream(streamed.output).lastPage()
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try replace("\"price\": 12800,", with: "\"price\": 13900,", in: data + "/products.json")
        try replace("\"stock\": 23,", with: "\"stock\": 0,", in: data + "/products.json")
        let fresh = try ChildProcess.run(["--format", "json", "--width", "80", "--data", data])
        let expected = try #require(try NDJSONStream(fresh.output).messages.first?.page)
        #expect(rebuilt == expected, "the feed's last page is the page of the files edited alike")
        #expect(PlainTextRenderer().render(rebuilt).contains("¥13,900"))
    }

    @Test func aFIFOThatAnotherProcessWritesIsReplayedUntilTheWriterCloses() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.file("changes.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let child = try ChildProcess(["--changes", fifo, "--width", "60"])
        try writeFromAnotherProcess([Self.newPrice, Self.soldOut], to: fifo)
        let result = child.finish(timeout: .seconds(60))
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
        let lastFrame = result.output.components(separatedBy: "--- frame ").last ?? ""
        #expect(lastFrame.contains("¥13,900") && lastFrame.contains("Sold out"), "\(lastFrame)")
    }

    /// Runs a shell that writes `lines` into `fifo` and closes it, as a producer would.
    private func writeFromAnotherProcess(_ lines: [String], to fifo: String) throws {
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "fifo=$1; shift; printf '%s\\n' \"$@\" > \"$fifo\"", "sh", fifo] + lines
        try writer.run()
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0)
    }

    @Test func inTmuxAWatchedFIFOTakesEachWriterAndTheScreenIsWhatTheProgramDrew() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.file("changes.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let session = try TmuxSession(columns: 80, rows: 24, arguments: ["--changes", fifo, "--watch"])
        #expect(session.waitForScreen(after: 0) != nil)
        try writeFromAnotherProcess([Self.newPrice], to: fifo)
        #expect(session.waitUntil { session.screens.last?.lines.contains { $0.contains("¥13,900") } == true })
        session.expectPaneShowsLastScreen("the first writer's change")
        // The next writer: its bad line is reported on the status row, numbered from 1.
        try writeFromAnotherProcess([Self.unknown], to: fifo)
        // The status row is cut to the 80 columns, the long temporary path first.
        let problem = String((fifo + ":1: productId:").prefix(60))
        #expect(
            session.waitUntil { session.screens.last?.lines.last?.hasPrefix(problem) == true },
            "\(session.screens.last?.lines.last ?? "")")
        session.expectPaneShowsLastScreen("a bad line reported")
        try writeFromAnotherProcess([Self.soldOut], to: fifo)
        #expect(
            session.waitUntil { session.screens.last?.lines.contains { $0.contains("Sold out") } == true })
        let third = session.expectPaneShowsLastScreen("the third writer's change")
        #expect(
            third?.lines.last?.hasPrefix(problem) == true,
            "the next batch leaves the skipped line on the status row: \(third?.lines.last ?? "")")
        session.signal(SIGTERM)
        let exit = try #require(session.waitForExit())
        #expect(exit.status == 143)
    }

    @Test func aFileOfChangesIsFollowedLikeTailFAndALastLineWaitsForItsLineBreak() throws {
        let directory = try TemporaryDirectory()
        let feed = try directory.write(Self.newPrice + "\n" + Self.soldOut, to: "changes.jsonl")
        let child = try ChildProcess(["--changes", feed, "--width", "60"])
        #expect(child.waitUntil { output, _ in output.contains("¥13,900") })
        #expect(!child.output.contains("Sold out"), "the unfinished line may still grow")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: feed))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\n".utf8))
        try handle.close()
        #expect(child.waitUntil { output, _ in output.contains("Sold out") })
        child.send(SIGTERM)
        let result = child.finish()
        #expect(result.status == 143, "a followed file never ends the run: 128 + SIGTERM")
    }

    @Test func withWatchAFileOfChangesIsFollowedAsLinesAreAppended() throws {
        let directory = try TemporaryDirectory()
        let feed = try directory.write(Self.newPrice + "\n", to: "changes.jsonl")
        let child = try ChildProcess(["--changes", feed, "--watch", "--width", "60"])
        #expect(child.waitUntil { output, _ in output.contains("¥13,900") })
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: feed))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((Self.soldOut + "\n").utf8))
        try handle.close()
        #expect(child.waitUntil { output, _ in output.contains("Sold out") })
        child.send(SIGTERM)
        let result = child.finish()
        #expect(result.status == 143, "still following when stopped: 128 + SIGTERM")
    }

    @Test(arguments: [
        ("/nonexistent/changes.jsonl", "no such file"),
        (".", "it is a directory"),
    ])
    func aFeedThatCannotBeOpenedIsAClearErrorThatExits66(case: (path: String, reason: String)) throws {
        let result = try ChildProcess.run(["--changes", `case`.path])
        #expect(result.status == 66)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("product-detail: cannot read the change feed"), "\(result.errors)")
        #expect(result.errors.contains(`case`.reason), "\(result.errors)")
    }

    private func replace(_ old: String, with new: String, in path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(old), "\(path) has no \(old)")
        try text.replacingOccurrences(of: old, with: new).write(
            toFile: path, atomically: false, encoding: .utf8)
    }
}
