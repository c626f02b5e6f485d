import Dispatch
import Foundation
import Relay
import Testing

/// The package's one lock: exclusive access, and waiting for a state with a deadline.
@Suite(.timeLimit(.minutes(5))) struct LockedTests {
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
        #expect(counter.wait(until: { $0 == 3 }, deadline: Self.nanoseconds(fromNow: 30_000)))
        #expect(counter.withLock { $0 } == 3)
    }

    @Test func aWaiterGivesUpAtItsDeadline() {
        let never = Locked(false)
        let start = DispatchTime.now().uptimeNanoseconds
        #expect(!never.wait(until: { $0 }, deadline: Self.nanoseconds(fromNow: 20)))
        #expect(DispatchTime.now().uptimeNanoseconds - start >= 20_000_000)
        #expect(never.wait(until: { !$0 }, deadline: 0), "ready at once")
    }
}
