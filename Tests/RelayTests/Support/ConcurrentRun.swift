import Dispatch
import Foundation
import Relay
import Synchronization
import Testing

/// Starts `threads` threads together at a barrier and runs `body(threadIndex)` on each,
/// then waits for all of them (with a timeout that records a failure instead of hanging).
func runConcurrently(
    threads: Int, timeout: Duration = .seconds(120), _ body: @escaping @Sendable (Int) -> Void
) {
    let arrived = Atomic<Int>(0)
    let finished = DispatchGroup()
    for index in 0..<threads {
        finished.enter()
        let thread = Thread {
            arrived.add(1, ordering: .acquiringAndReleasing)
            while arrived.load(ordering: .acquiring) < threads { sched_yield() }
            body(index)
            finished.leave()
        }
        thread.start()
    }
    let seconds = Int(timeout.components.seconds)
    if finished.wait(timeout: .now() + .seconds(seconds)) == .timedOut {
        Issue.record("concurrent run did not finish within \(timeout): a deadlock?")
    }
}

/// Counts how many threads are inside a handler at once and remembers the worst case.
final class OverlapDetector: Sendable {
    private let inside = Atomic<Int>(0)
    private let worst = Atomic<Int>(0)

    func enter() {
        let now = inside.add(1, ordering: .acquiringAndReleasing).newValue
        var seen = worst.load(ordering: .relaxed)
        while now > seen {
            let (exchanged, original) = worst.compareExchange(
                expected: seen, desired: now, ordering: .relaxed)
            if exchanged { break }
            seen = original
        }
    }

    func leave() {
        inside.subtract(1, ordering: .acquiringAndReleasing)
    }

    /// The largest number of threads seen inside at the same time.
    var maximumOverlap: Int {
        worst.load(ordering: .acquiring)
    }
}

/// A thread-safe list for collecting what handlers saw.
final class Collected<Value: Sendable>: Sendable {
    private let values = Locked<[Value]>([])

    func append(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    var all: [Value] {
        values.withLock { $0 }
    }
}

/// An object whose lifetime tests observe through a weak reference.
final class Token: Sendable {}

struct TestError: Error, Equatable, CustomStringConvertible {
    let name: String
    init(_ name: String = "boom") { self.name = name }
    var description: String { name }
}

/// An atomic integer in a class, so several can live in an array.
final class AtomicCell: Sendable {
    let value: Atomic<Int>

    init(_ initial: Int) {
        value = Atomic(initial)
    }
}

/// The calling thread's identity as a number.
func currentThreadNumber() -> UInt {
    #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
    #else
        UInt(pthread_self())
    #endif
}
