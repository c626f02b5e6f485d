import CatalogFixtures
import Dispatch
import Foundation
import Relay
import TestSupport
import Testing

@testable import CatalogKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The feed read from where changes really come from: a pipe, a FIFO another writer opens, a
/// file appended to, truncated and replaced; every wait has a deadline.
@Suite(.timeLimit(.minutes(5))) struct ChangeFeedReaderTests {
    let repository = InMemoryProductRepository(catalog: SmallCatalog.catalog())

    private static func stockLine(_ id: String, _ stock: Int) -> String {
        #"{"type":"stock","productId":"\#(id)","stock":\#(stock)}"# + "\n"
    }

    /// Waits until the catalog in service satisfies `condition` (checked at each update).
    private func waitUntil(
        _ what: String, timeout: Double = 10, _ condition: @escaping @Sendable (Catalog) -> Bool
    ) {
        let met = DispatchSemaphore(value: 0)
        let subscription = repository.updates.subscribe(onNext: { update in
            if condition(update.catalog) { met.signal() }
        })
        defer { subscription.dispose() }
        if met.wait(timeout: .now() + timeout) == .timedOut {
            Issue.record("timed out waiting until \(what)")
        }
    }

    private func stock(_ id: String, in catalog: Catalog) -> Int? {
        try? catalog.product(id: id).stock
    }

    private func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let count = bytes[done...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            done += count
        }
    }

    @Test func aPipeIsReadUntilItClosesAndThenTheInputEnds() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let feed = ChangeFeed(name: "pipe", repository: repository)
        let reader = ChangeFeedReader(fileDescriptor: ends[0], name: "pipe")
        reader.start(into: feed)
        for stock in 1...300 { write(Self.stockLine("p-1", stock), to: ends[1]) }
        close(ends[1])
        waitUntil("p-1 has 300 in stock") { [self] in stock("p-1", in: $0) == 300 }
        #expect(waitUntilFinished(feed))
        #expect(feed.currentProgress.applied == 300)
        close(ends[0])
    }

    /// A FIFO named `name` in `directory`, and a feed and its reader on it (not started).
    private func fifoFeed(
        _ name: String, in directory: TemporaryDirectory
    ) throws -> (path: String, feed: ChangeFeed, reader: ChangeFeedReader) {
        let path = directory.file(name)
        #expect(mkfifo(path, 0o600) == 0)
        return (path, ChangeFeed(name: path, repository: repository), try ChangeFeedReader(path: path))
    }

    @Test func aFollowedFIFOIsReadFromTheWriterThatOpensItAndAgainForTheNext() throws {
        let directory = try TemporaryDirectory()
        let (path, feed, reader) = try fifoFeed("changes.fifo", in: directory)
        reader.start(into: feed, follows: true)
        for (writer, stock) in [(1, 11), (2, 12)] {
            let descriptor = open(path, O_WRONLY)
            #expect(descriptor >= 0, "writer \(writer)")
            write(Self.stockLine("p-2", stock), to: descriptor)
            close(descriptor)
            waitUntil("writer \(writer)'s change is in service") { [self] in
                self.stock("p-2", in: $0) == stock
            }
        }
        #expect(!feed.currentProgress.isFinished, "a FIFO opened again does not end the input")
        reader.stop()
    }

    /// Waits until the feed's input ended and every change is in service.
    private func waitUntilFinished(_ feed: ChangeFeed) -> Bool {
        let finished = DispatchSemaphore(value: 0)
        let subscription = feed.progress.subscribe(onNext: { if $0.isFinished { finished.signal() } })
        defer { subscription.dispose() }
        return finished.wait(timeout: .now() + 10) == .success
    }

    @Test func aReaderThatDoesNotFollowReadsAFIFOsOneWriterAndEnds() throws {
        let directory = try TemporaryDirectory()
        let (path, feed, reader) = try fifoFeed("once.fifo", in: directory)
        reader.start(into: feed, follows: false)
        let descriptor = open(path, O_WRONLY)
        #expect(descriptor >= 0)
        write(Self.stockLine("p-2", 21) + Self.stockLine("p-3", 31), to: descriptor)
        close(descriptor)
        #expect(waitUntilFinished(feed), "the writer closed: the input ends")
        #expect(feed.currentProgress.applied == 2)
        #expect(try repository.currentCatalog?.product(id: "p-3").stock == 31)
    }

    @Test func aReaderThatDoesNotFollowReplaysARegularFileToItsEndAndEnds() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("replay.jsonl")
        // The last line has no line break: the end of the file ends it.
        try directory.write(
            Self.stockLine("p-4", 41) + Self.stockLine("p-5", 51).dropLast(), to: "replay.jsonl")
        let feed = ChangeFeed(name: path, repository: repository)
        let reader = try ChangeFeedReader(path: path)
        reader.start(into: feed, follows: false)
        #expect(waitUntilFinished(feed))
        #expect(feed.currentProgress.applied == 2)
        #expect(try repository.currentCatalog?.product(id: "p-5").stock == 51)
    }

    @Test func stoppingAReaderWaitingForAFIFOsWriterEndsIt() throws {
        let directory = try TemporaryDirectory()
        let (_, feed, reader) = try fifoFeed("idle.fifo", in: directory)
        let failed = Locked<ChangeFeedReader.Failure?>(nil)
        reader.start(into: feed) { failure in failed.withLock { $0 = failure } }
        reader.stop()
        // The reader's thread is out of `open` and will not end the input on its own.
        #expect(!feed.currentProgress.isFinished)
        #expect(failed.withLock { $0 } == nil)
    }

    @Test func aRegularFileIsFollowedThroughAppendsTruncationAndReplacement() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("changes.jsonl")
        try directory.write(Self.stockLine("p-3", 1), to: "changes.jsonl")
        let feed = ChangeFeed(name: path, repository: repository)
        let reader = try ChangeFeedReader(path: path, followInterval: .milliseconds(10))
        reader.start(into: feed)
        defer { reader.stop() }
        waitUntil("the existing line is read") { [self] in stock("p-3", in: $0) == 1 }

        // Appended, in two writes that split a line.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        let appended = Self.stockLine("p-3", 2) + Self.stockLine("p-3", 3)
        let cut = appended.utf8.count - 10
        try handle.write(contentsOf: Data(appended.utf8.prefix(cut)))
        waitUntil("the first appended line is read") { [self] in stock("p-3", in: $0) == 2 }
        try handle.write(contentsOf: Data(appended.utf8.dropFirst(cut)))
        try handle.close()
        waitUntil("the line finished later is read") { [self] in stock("p-3", in: $0) == 3 }

        // Truncated in place (same file) and written again: read from its start.
        let truncating = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try truncating.truncate(atOffset: 0)
        try truncating.write(contentsOf: Data(Self.stockLine("p-4", 40).utf8))
        try truncating.close()
        waitUntil("the truncated file is read again") { [self] in stock("p-4", in: $0) == 40 }

        // Replaced by a rename.
        try directory.write(Self.stockLine("p-5", 50) + Self.stockLine("p-6", 60), to: "next.jsonl")
        #expect(rename(directory.file("next.jsonl"), path) == 0)
        waitUntil("the replacement is read") { [self] in
            stock("p-5", in: $0) == 50 && stock("p-6", in: $0) == 60
        }
        #expect(!feed.currentProgress.isFinished, "a followed file never ends the input")
        #expect(feed.currentProgress.skipped == 0)
    }

    @Test func aPathThatCannotBeAFeedIsAFailureNamingIt() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: ChangeFeedReader.Failure.self) {
            try ChangeFeedReader(path: directory.file("missing.jsonl"))
        }
        do {
            _ = try ChangeFeedReader(path: directory.path)
            Issue.record("a directory is not a feed")
        } catch {
            #expect(error.description.contains("it is a directory"), "\(error)")
        }
    }
}
