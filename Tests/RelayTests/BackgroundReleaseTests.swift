import Dispatch
import Relay
import Testing

/// Values let go of are freed off the calling thread, in batches, and never pile up.
@Suite(.serialized) struct BackgroundReleaseTests {
    final class Token: Sendable {}

    /// Calls its action when freed.
    final class NotifyingToken: Sendable {
        let action: @Sendable () -> Void
        init(_ action: @escaping @Sendable () -> Void) { self.action = action }
        deinit { action() }
    }

    @Test(.timeLimit(.minutes(5))) func aStreamOfHandOversThatNeverStopsIsFreedWhileItGoesOn() {
        let firstFreed = Locked(false)
        BackgroundRelease.release(
            NotifyingToken {
                firstFreed.withLock { $0 = true }
                firstFreed.notifyAll()
            })
        // Another hand-over every 2 ms, never the pause a batch otherwise waits for.
        let handedOver = Locked(0)
        let producer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "producer"))
        producer.schedule(deadline: .now(), repeating: .milliseconds(2))
        producer.setEventHandler {
            BackgroundRelease.release(Token())
            handedOver.withLock { $0 += 1 }
        }
        producer.resume()
        let deadline = DispatchTime.now().uptimeNanoseconds + 20_000_000_000
        let freed = firstFreed.wait(until: { $0 }, deadline: deadline)
        producer.cancel()
        #expect(
            freed, "the first value was still waiting after \(handedOver.withLock { $0 }) more hand-overs")
        BackgroundRelease.drain()
    }

    #if canImport(Glibc)
        @Test func theAllocatorTakesThePromptReturnOfFreedMemory() {
            #expect(BackgroundRelease.returnsFreedMemoryPromptly())
        }
    #endif
}
