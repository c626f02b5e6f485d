import Dispatch
import Foundation
import Relay
import RelayTesting
import Synchronization
import Testing

/// Touches the main queue, so it runs serialized.
@Suite(.timeLimit(.minutes(3)), .serialized) struct SchedulerTests {
    /// Marks the main queue, which Dispatch may drain on a worker thread once the main thread
    /// is parked in `dispatchMain()`, so `Thread.isMainThread` cannot tell.
    static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    @Test func mainSchedulerDeliversOnTheMainThread() throws {
        let onMain = try Observable.just(1)
            .observe(on: ConcurrentDispatchQueueScheduler())
            .observe(on: MainScheduler.instance)
            .map { _ in Self.isOnMainQueue }
            .first(timeout: .seconds(30))
        #expect(onMain == true)
    }

    @Test func mainSchedulerAsyncInstanceAlwaysDispatches() throws {
        let delivered = try Observable.from([1, 2, 3])
            .observe(on: MainScheduler.asyncInstance)
            .map { ($0, Self.isOnMainQueue) }
            .toArray(timeout: .seconds(30))
        #expect(delivered.map(\.0) == [1, 2, 3])
        #expect(delivered.allSatisfy { $0.1 })
    }

    @Test func serialSchedulerRunsActionsInOrderOneAtATime() throws {
        let scheduler = SerialDispatchQueueScheduler(label: "serial-test")
        let overlap = OverlapDetector()
        let order = Collected<Int>()
        let done = DispatchSemaphore(value: 0)
        for index in 0..<1_000 {
            scheduler.schedule {
                overlap.enter()
                order.append(index)
                overlap.leave()
                if index == 999 { done.signal() }
            }
        }
        #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(order.all == Array(0..<1_000))
        #expect(overlap.maximumOverlap == 1)
    }

    @Test func disposingAScheduledActionCancelsIt() {
        let scheduler = SerialDispatchQueueScheduler(label: "cancel-test")
        let ran = Atomic<Bool>(false)
        let gate = DispatchSemaphore(value: 0)
        scheduler.schedule { gate.wait() }
        let cancelled = scheduler.schedule { ran.store(true, ordering: .relaxed) }
        cancelled.dispose()
        gate.signal()
        let done = DispatchSemaphore(value: 0)
        scheduler.schedule { done.signal() }
        #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
        let ranValue = ran.load(ordering: .relaxed)
        #expect(!ranValue)
    }

    @Test func delayedActionsRunAfterTheirDelay() throws {
        let scheduler = ConcurrentDispatchQueueScheduler()
        let start = scheduler.now
        let elapsed = try Observable<Duration>.create { observer in
            scheduler.schedule(after: .milliseconds(20)) {
                observer.onNext(scheduler.now - start)
                observer.onCompleted()
            }
        }
        .first(timeout: .seconds(30))
        #expect(try #require(elapsed) >= .milliseconds(20))
    }

    @Test func immediateSchedulerRunsBeforeReturning() {
        let ran = Atomic<Bool>(false)
        ImmediateScheduler.instance.schedule { ran.store(true, ordering: .relaxed) }
        let ranValue = ran.load(ordering: .relaxed)
        #expect(ranValue)
    }
}
