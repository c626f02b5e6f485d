import Dispatch
import Foundation
import Relay
import Testing

/// The package's one lock: exclusive access, and waiting for a state with a deadline.
@Suite(.timeLimit(.minutes(1))) struct LockedTests {
    private static func nanoseconds(fromNow milliseconds: UInt64) -> UInt64 {
        DispatchTime.now().uptimeNanoseconds + milliseconds * 1_000_000
    }

    @Test func aWaiterWakesWhenTheStateItWaitsForArrives() {
        let counter = Locked(0)
        let thread = Thread {
            for _ in 0..<3 {
                counter.withLock { $0 += 1 }
                counter.notifyAll()
            }
        }
        thread.start()
        let seen = counter.withLock(waitingUntil: { $0 == 3 }, deadline: Self.nanoseconds(fromNow: 30_000)) {
            isReady, value in isReady ? value : -1
        }
        #expect(seen == 3)
    }

    @Test func aWaiterGivesUpAtItsDeadline() {
        let never = Locked(false)
        let start = DispatchTime.now().uptimeNanoseconds
        let ready = never.withLock(waitingUntil: { $0 }, deadline: Self.nanoseconds(fromNow: 20)) {
            isReady, _ in isReady
        }
        #expect(!ready)
        #expect(DispatchTime.now().uptimeNanoseconds - start >= 20_000_000)
        #expect(never.withLock(waitingUntil: { !$0 }, deadline: 0) { isReady, _ in isReady }, "ready at once")
    }
}
