import Dispatch

/// Gives one thread at a time the right to deliver (the *delivery role*), in arrival order,
/// without holding a lock while it delivers.
///
/// This is how relays and operators with several inputs (`combineLatest`, `merge`, timers)
/// keep their observers' calls one at a time. A thread that brings work:
/// - runs it at once when nobody holds the role;
/// - if it holds the role already (a handler emitting again, *re-entrance*), cannot wait
///   for itself: the work is queued to run after the current work, and the call returns;
/// - if another thread holds the role, joins the line with its work and waits until that
///   work has run.
///
/// The holder, when done with its own work, runs the work in line in arrival order and wakes
/// each waiting thread as its work completes. After one batch (what stood in line when it
/// started) it hands the role to the next waiting thread, if any, so that its own call
/// returns too: no thread starves, and each waiting thread holds one piece of work.
///
/// Waiting deadlocks when two threads each hold a role the other one wants (thread A
/// delivers relay 1 and its handler accepts into relay 2, while thread B delivers relay 2 and
/// its handler accepts into relay 1). `WaitRegistry` sees that cycle; the thread that would
/// close it leaves its work in line and returns instead of waiting. A handler blocking on
/// something else (`DispatchQueue.sync`, a semaphore) that needs a thread waiting in this
/// line deadlocks, as it would with any lock.
///
/// The holder and the line sit behind one `Locked`. Its owner may keep more state behind the
/// same lock (`withLock`, and the `updating` step of `run`), so that changing that state and
/// taking a place in line are one step.
@usableFromInline
final class SerialGate: Sendable {
    /// What the gate's lock guards.
    private struct Line {
        /// The thread holding the role; `ThreadID.none` when the role is free.
        var holder = ThreadID.none
        /// Work in arrival order: `items[head...]`.
        var items: [Item] = []
        var head = 0

        var count: Int { items.count - head }

        mutating func append(_ item: Item) {
            items.append(item)
        }

        mutating func removeFirst() -> Item {
            let item = items[head]
            head += 1
            if head == items.count {
                items.removeAll(keepingCapacity: items.count <= 64)
                head = 0
            } else if head >= 64 && head * 2 >= items.count {
                items.removeFirst(head)
                head = 0
            }
            return item
        }

        /// The first thread waiting in line.
        var firstWaiter: Waiter? {
            for case .waiter(let waiter) in items[head...] { return waiter }
            return nil
        }

        /// Puts `item` where `waiter` stands, if it still stands in line.
        mutating func replace(_ waiter: Waiter, with item: Item) {
            for index in head..<items.count {
                if case .waiter(let candidate) = items[index], candidate === waiter {
                    items[index] = item
                    return
                }
            }
        }
    }

    /// Queued work: a closure to run in order, or a thread waiting with its work.
    private enum Item {
        case work(@Sendable () -> Void)
        case waiter(Waiter)
    }

    /// What a waiting thread learns.
    private enum Outcome {
        case waiting
        /// Its work was run by the holder.
        case done
        /// It holds the role now and works through the line.
        case granted
    }

    /// One thread waiting in line, with the work it brought.
    private final class Waiter: @unchecked Sendable {
        // @unchecked: `outcome` is only touched with the gate's lock held; the rest is
        // immutable or a semaphore.
        let thread: UInt
        let work: @Sendable () -> Void
        var outcome = Outcome.waiting
        private let wakeUp = DispatchSemaphore(value: 0)

        init(thread: UInt, work: @escaping @Sendable () -> Void) {
            self.thread = thread
            self.work = work
        }

        /// Blocks until `signal()`; the outcome is read under the gate's lock afterwards.
        func sleep() {
            wakeUp.wait()
        }

        func signal() {
            wakeUp.signal()
        }
    }

    /// How a thread arrived: holding the role, with its work queued, or waiting in line.
    private enum Arrival {
        case holding
        case queued
        case waiting(Waiter)
    }

    /// What the holder does next while working through the line.
    private enum Step {
        case run(Item)
        case handOff(Waiter)
        case release
    }

    private let state = Locked(Line())

    @usableFromInline
    init() {}

    /// The thread holding the role (`ThreadID.none` when free), for `WaitRegistry`.
    var holder: UInt {
        state.withLock { $0.holder }
    }

    /// Runs `body` under the gate's lock, for state its owner guards with it.
    @usableFromInline
    func withLock<Result>(_ body: () -> Result) -> Result {
        state.withLock { _ in body() }
    }

    /// Runs `update` under the gate's lock, then `body` holding the role if it is free.
    /// Otherwise the work (`deferred()`) joins the line: from the holding thread itself
    /// (re-entrance) the call returns at once; from another thread it returns once the work
    /// has run.
    ///
    /// - Parameters:
    ///   - update: Changes state guarded by the gate's lock in the same step as taking a
    ///     place in line (a relay's latest element).
    ///   - body: The work, run on this thread when the role is free.
    ///   - deferred: Makes an escaping copy of the work; called under the lock (after
    ///     `update`) only when the work must be queued, so the common path allocates nothing.
    @usableFromInline
    func run(
        updating update: () -> Void = {}, _ body: () -> Void,
        deferring deferred: () -> @Sendable () -> Void
    ) {
        let thread = ThreadID.current
        switch arrive(thread, mayWait: true, update, deferred) {
        case .holding:
            body()
            finish(thread)
        case .queued:
            break
        case .waiting(let waiter):
            if waitForTurn(waiter) == .granted { finish(thread) }
        }
    }

    /// Like `run`, but never waits: from any thread but the free role's, the work is queued
    /// for the holder and the call returns. For bookkeeping that must not block (adding and
    /// removing subscribers).
    @usableFromInline
    func runOrQueue(
        updating update: () -> Void = {}, _ body: () -> Void,
        deferring deferred: () -> @Sendable () -> Void
    ) {
        let thread = ThreadID.current
        guard case .holding = arrive(thread, mayWait: false, update, deferred) else { return }
        body()
        finish(thread)
    }

    /// Under the lock: `update`, then takes the free role, or queues the work (re-entrance,
    /// or `mayWait` false), or puts a waiter for this thread in line.
    private func arrive(
        _ thread: UInt, mayWait: Bool, _ update: () -> Void, _ deferred: () -> @Sendable () -> Void
    ) -> Arrival {
        state.withLock { line in
            update()
            if line.holder == ThreadID.none {
                line.holder = thread
                return .holding
            }
            if line.holder == thread || !mayWait {
                line.append(.work(deferred()))
                return .queued
            }
            let waiter = Waiter(thread: thread, work: deferred())
            line.append(.waiter(waiter))
            return .waiting(waiter)
        }
    }

    /// Waits until the holder has run `waiter`'s work or handed it the role, unless waiting
    /// would close a cycle of threads waiting on each other; then the work stays in line for
    /// the holder and the thread goes on.
    private func waitForTurn(_ waiter: Waiter) -> Outcome {
        guard WaitRegistry.register(waiter.thread, waitingFor: self) else {
            return state.withLock { line in
                if waiter.outcome == .waiting { line.replace(waiter, with: .work(waiter.work)) }
                return waiter.outcome
            }
        }
        waiter.sleep()
        WaitRegistry.unregister(waiter.thread)
        return state.withLock { _ in waiter.outcome }
    }

    /// Works through one batch of the line (what stands in it now), then hands the role to
    /// the next waiting thread if there is one, or releases it.
    private func finish(_ thread: UInt) {
        var batch: Int?
        var served: Waiter?
        while true {
            let step = state.withLock { line -> Step in
                served?.outcome = .done
                var remaining = batch ?? line.count
                if line.count == 0 {
                    line.holder = ThreadID.none
                    return .release
                }
                if remaining == 0 {
                    if let next = line.firstWaiter {
                        line.holder = next.thread
                        next.outcome = .granted
                        return .handOff(next)
                    }
                    remaining = line.count
                }
                batch = remaining - 1
                return .run(line.removeFirst())
            }
            served?.signal()
            served = nil
            switch step {
            case .release:
                return
            case .handOff(let next):
                next.signal()
                return
            case .run(.work(let work)):
                work()
            case .run(.waiter(let waiter)):
                waiter.work()
                // After a hand-off this thread meets its own work in line: nobody to wake.
                if waiter.thread != thread { served = waiter }
            }
        }
    }
}
