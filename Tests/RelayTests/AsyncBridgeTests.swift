import Foundation
import Relay
import Synchronization
import Testing

/// The bridges to Swift concurrency, tested with `async` tests and time limits instead of
/// sleeps.
@Suite(.timeLimit(.minutes(5))) struct AsyncBridgeTests {
    @Test func valuesYieldsTheElementsThenFinishes() async throws {
        var collected: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            collected.append(value)
        }
        #expect(collected == [1, 2, 3])
    }

    @Test func valuesThrowsTheSequencesError() async {
        await #expect(throws: TestError("x")) {
            for try await _ in Observable<Int>.error(TestError("x")).values {}
        }
    }

    @Test func cancellingTheIteratingTaskDisposesTheSubscription() async throws {
        let disposed = AsyncStream<Void>.makeStream()
        let subscribed = AsyncStream<Void>.makeStream()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            subscribed.continuation.yield()
            return Disposables.create { disposed.continuation.yield() }
        }
        let task = Task {
            for try await _ in source.values {}
        }
        var subscriptions = subscribed.stream.makeAsyncIterator()
        _ = await subscriptions.next()
        task.cancel()
        var disposals = disposed.stream.makeAsyncIterator()
        _ = await disposals.next()
        _ = try? await task.value
    }

    @Test func aRelaysValuesFollowItsAccepts() async throws {
        let relay = BehaviorRelay(value: 0)
        let stream = relay.values
        var iterator = stream.makeAsyncIterator()
        #expect(try await iterator.next() == 0)
        relay.accept(1)
        relay.accept(2)
        #expect(try await iterator.next() == 1)
        #expect(try await iterator.next() == 2)
    }

    @Test func anObservableOfAnAsyncSequenceEmitsItsElementsThenCompletes() async throws {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let observable = Observable(stream)
        let fromExtension = stream.asObservable()
        _ = fromExtension
        continuation.yield(1)
        continuation.yield(2)
        continuation.finish()
        let collected = try await observable.toArray().value
        #expect(collected == [1, 2])
    }

    @Test func anObservableOfAThrowingAsyncSequenceFails() async {
        let (stream, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
        continuation.yield(1)
        continuation.finish(throwing: TestError("stream"))
        await #expect(throws: TestError("stream")) {
            _ = try await Observable(stream).toArray().value
        }
    }

    @Test func disposingAnObservableOfAnAsyncSequenceCancelsItsTask() async {
        let cancelled = AsyncStream<Void>.makeStream()
        let started = AsyncStream<Void>.makeStream()
        let endless = AsyncStream<Int> { continuation in
            continuation.onTermination = { _ in cancelled.continuation.yield() }
            continuation.yield(1)
        }
        let subscription = Observable(endless).subscribe(onNext: { _ in started.continuation.yield() })
        var starts = started.stream.makeAsyncIterator()
        _ = await starts.next()
        subscription.dispose()
        var cancellations = cancelled.stream.makeAsyncIterator()
        _ = await cancellations.next()
    }

    @Test func singleCreateRunsAsyncWorkAndAnswersOnce() async throws {
        let product = Single.create { () async throws -> String in
            await Task.yield()
            return "p-001"
        }
        #expect(try await product.value == "p-001")
        let failing = Single<String>.create { () async throws -> String in throw TestError("api") }
        await #expect(throws: TestError("api")) { _ = try await failing.value }
    }

    @Test func disposingASingleCancelsItsTask() async {
        let cancelled = AsyncStream<Void>.makeStream()
        let started = AsyncStream<Void>.makeStream()
        let single = Single<Int>.create { () async throws -> Int in
            started.continuation.yield()
            await withTaskCancellationHandler {
                await AsyncStream<Void> { _ in }.first { _ in true }
            } onCancel: {
                cancelled.continuation.yield()
            }
            return 1
        }
        let subscription = single.subscribe(onSuccess: { _ in })
        var starts = started.stream.makeAsyncIterator()
        _ = await starts.next()
        subscription.dispose()
        var cancellations = cancelled.stream.makeAsyncIterator()
        _ = await cancellations.next()
    }
}
