import CatalogFixtures
import Foundation
import Relay
import RelayTesting
import TestSupport
import Testing

@testable import CatalogKit

/// The change feed on virtual time: reads become batches, bad lines become one problem each,
/// nothing is lost or applied twice, and a full feed asks its reader to wait.
@Suite struct ChangeFeedTests {
    let scheduler = TestScheduler()
    let repository: InMemoryProductRepository
    let bag = DisposeBag()

    init() {
        repository = InMemoryProductRepository(catalog: SmallCatalog.catalog(), scheduler: scheduler)
    }

    private func lines(_ lines: String...) -> [UInt8] {
        Array(lines.map { $0 + "\n" }.joined().utf8)
    }

    private func record(_ feed: ChangeFeed) -> (
        problems: Recorder<ChangeFeedProblem>, updates: Recorder<CatalogUpdate>
    ) {
        let problems = Recorder<ChangeFeedProblem>()
        problems.record(feed.problems).disposed(by: bag)
        let updates = Recorder<CatalogUpdate>()
        updates.record(repository.updates.skip(1)).disposed(by: bag)
        return (problems, updates)
    }

    @Test func oneReadIsOneBatchAndOneCatalogInService() throws {
        let feed = ChangeFeed(name: "feed", repository: repository)
        let (problems, updates) = record(feed)
        feed.consume(
            lines(
                #"{"type":"price","productId":"p-1","price":900}"#,
                #"{"type":"stock","productId":"p-2","stock":0}"#,
                #"{"type":"removeNote","noteId":"n-2"}"#))
        scheduler.advance(by: 1)
        #expect(updates.elements.count == 1)
        let catalog = try #require(repository.currentCatalog)
        #expect(try catalog.product(id: "p-1").price.minorUnits == 900)
        #expect(try catalog.product(id: "p-2").stock == 0)
        #expect(catalog.note(id: "n-2") == nil)
        #expect(problems.elements.isEmpty)
        #expect(feed.currentProgress.applied == 3)
        #expect(feed.currentProgress.batches == 1)
    }

    @Test func aBadLineIsOneProblemInLineOrderAndEveryOtherLineIsApplied() throws {
        let feed = ChangeFeed(name: "changes.jsonl", repository: repository)
        let (problems, _) = record(feed)
        feed.consume(
            lines(
                #"{"type":"stock","productId":"p-1","stock":1}"#,
                #"{"type":"stock","productId":"p-404","stock":1}"#,
                #"{"type":"nonsense"}"#))
        feed.consume(
            lines(
                "",
                #"{"type":"stock","productId":"p-2","stock":2}"#,
                #"{"type":"removeNote","noteId":"n-404"}"#,
                "{oops"))
        feed.finishInput()
        scheduler.advance(by: 1)
        #expect(problems.elements.map(\.line) == [2, 3, 6, 7])
        #expect(
            problems.elements[0].description
                == "changes.jsonl:2: productId: unknown product id \"p-404\"; did you mean \"p-4\"?")
        #expect(problems.elements[1].description.hasPrefix("changes.jsonl:3:9: type: expected one of"))
        #expect(
            problems.elements[2].description.hasPrefix("changes.jsonl:6: noteId: cannot apply the change"))
        let catalog = try #require(repository.currentCatalog)
        #expect(try catalog.product(id: "p-1").stock == 1)
        #expect(try catalog.product(id: "p-2").stock == 2)
        #expect(feed.currentProgress == .init(lines: 7, applied: 2, skipped: 4, batches: 2, isFinished: true))
    }

    @Test func aLineSplitAcrossReadsWaitsForItsEndAndTheLastLineNeedsNoLineBreak() throws {
        let feed = ChangeFeed(name: "feed", repository: repository)
        let text =
            #"{"type":"stock","productId":"p-3","stock":7}"# + "\n"
            + #"{"type":"stock","productId":"p-4","stock":8}"#
        let bytes = Array(text.utf8)
        for byte in bytes { feed.consume([byte]) }
        scheduler.advance(by: 1)
        #expect(try repository.currentCatalog?.product(id: "p-3").stock == 7)
        #expect(try repository.currentCatalog?.product(id: "p-4").stock == 3)
        #expect(!feed.currentProgress.isFinished)
        feed.finishInput()
        scheduler.advance(by: 1)
        #expect(try repository.currentCatalog?.product(id: "p-4").stock == 8)
        #expect(feed.currentProgress.isFinished)
        #expect(feed.currentProgress.applied == 2)
    }

    @Test func aFullFeedAsksItsReaderToWaitUntilTheBatchesAreInService() throws {
        let feed = ChangeFeed(name: "feed", repository: repository, maximumWaiting: 5)
        #expect(feed.hasRoom)
        feed.consume(
            lines(
                #"{"type":"stock","productId":"p-1","stock":1}"#,
                #"{"type":"stock","productId":"p-1","stock":2}"#))
        #expect(feed.hasRoom)
        feed.consume(
            lines(
                #"{"type":"stock","productId":"p-1","stock":3}"#,
                #"{"type":"stock","productId":"p-1","stock":4}"#,
                #"{"type":"stock","productId":"p-1","stock":5}"#))
        #expect(!feed.hasRoom)
        #expect(feed.waitingCount == 5)
        #expect(!feed.waitForRoom(timeout: .milliseconds(1)))
        scheduler.advance(by: 1)
        #expect(feed.hasRoom)
        #expect(feed.waitingCount == 0)
        #expect(try repository.currentCatalog?.product(id: "p-1").stock == 5)
    }

    @Test func restartingForgetsACutLineOrFlushesAFinishedOne() throws {
        let feed = ChangeFeed(name: "feed", repository: repository)
        let (problems, _) = record(feed)
        feed.consume(Array(#"{"type":"stock","productId":"p-1","st"#.utf8))
        feed.restartInput(flushingUnfinishedLine: false)
        feed.consume(Array(#"{"type":"stock","productId":"p-2","stock":9}"#.utf8))
        feed.restartInput(flushingUnfinishedLine: true)
        feed.consume(lines(#"{"type":"bad"}"#))
        scheduler.advance(by: 1)
        #expect(try repository.currentCatalog?.product(id: "p-2").stock == 9)
        #expect(problems.elements.map(\.line) == [1], "numbering restarts after each restart")
    }

    @Test(.timeLimit(.minutes(5)))
    func anAsyncSequenceOfChunksIsReadToItsEnd() async throws {
        let repository = InMemoryProductRepository(
            catalog: SmallCatalog.catalog(), scheduler: ImmediateScheduler())
        let feed = ChangeFeed(name: "stream", repository: repository, maximumWaiting: 1)
        let chunks = AsyncStream<[UInt8]> { continuation in
            for stock in 1...50 {
                continuation.yield(
                    Array((#"{"type":"stock","productId":"p-5","stock":\#(stock)}"# + "\n").utf8))
            }
            continuation.finish()
        }
        try await feed.consume(chunks)
        #expect(feed.currentProgress.isFinished)
        #expect(feed.currentProgress.applied == 50)
        #expect(try repository.currentCatalog?.product(id: "p-5").stock == 50)
    }

    @Test(.timeLimit(.minutes(5)))
    func anAsyncSequenceOfBytesIsReadToItsEnd() async throws {
        let repository = InMemoryProductRepository(
            catalog: SmallCatalog.catalog(), scheduler: ImmediateScheduler())
        let feed = ChangeFeed(name: "bytes", repository: repository)
        let text =
            #"{"type":"price","productId":"p-6","price":1}"# + "\n"
            + #"{"type":"price","productId":"p-6","price":2}"#
        let bytes = AsyncStream<UInt8> { continuation in
            for byte in text.utf8 { continuation.yield(byte) }
            continuation.finish()
        }
        try await feed.consume(bytes: bytes)
        #expect(try repository.currentCatalog?.product(id: "p-6").price.minorUnits == 2)
        #expect(feed.currentProgress.batches == 2)
    }
}
