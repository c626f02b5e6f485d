import Relay
import Testing

/// Values let go of are freed off the calling thread, in batches, and never pile up.
@Suite(.serialized) struct BackgroundReleaseTests {
    final class Token: Sendable {}

    struct Weak: @unchecked Sendable {
        // @unchecked: read on the test's thread only, after the frees it waits for.
        weak var token: Token?
    }

    @Test func aStreamOfHandOversThatNeverStopsIsFreedInBatches() {
        var handedOver: [Weak] = []
        for _ in 0..<(BackgroundRelease.maximumBatch * 3) {
            let token = Token()
            handedOver.append(Weak(token: token))
            BackgroundRelease.release(token)
        }
        // No pause in the hand-overs yet: only full batches were freed.
        BackgroundRelease.waitForStartedFrees()
        let freed = handedOver.prefix(BackgroundRelease.maximumBatch * 2).filter { $0.token == nil }.count
        #expect(freed == BackgroundRelease.maximumBatch * 2, "\(freed) of the first two batches freed")
        BackgroundRelease.drain()
        #expect(handedOver.allSatisfy { $0.token == nil })
    }

    #if canImport(Glibc)
        @Test func theAllocatorTakesThePromptReturnOfFreedMemory() {
            #expect(BackgroundRelease.returnsFreedMemoryPromptly())
        }
    #endif
}
