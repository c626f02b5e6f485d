import Dispatch

/// Frees large values on a utility queue instead of the thread that lets go of them: the
/// catalog a reload replaced (its million products), the sections of a closed page. The
/// thread that publishes or tears down only hands a reference over.
///
/// Hand-overs are gathered and freed together once they have stopped for a moment (``delay``),
/// so that a burst of closed pages is torn down on its thread without that thread fighting the
/// freeing for the allocator and the CPU.
package enum BackgroundRelease {
    /// How long hand-overs must have stopped before the batch is freed.
    package static let delay = DispatchTimeInterval.milliseconds(50)

    private static let queue = DispatchQueue(label: "Relay.BackgroundRelease", qos: .utility)
    // Values waiting to be freed, and whether a batch is scheduled.
    private static let pending = Locked<(values: [any Sendable], isScheduled: Bool, count: Int)>(
        ([], false, 0))

    /// Takes `value` and drops it on the release queue shortly, so its deinitialization (and
    /// that of everything only it holds) runs there.
    package static func release<Value: Sendable>(_ value: Value) {
        let schedules = pending.withLock { pending in
            pending.values.append(value)
            pending.count += 1
            defer { pending.isScheduled = true }
            return !pending.isScheduled
        }
        if schedules { scheduleCheck(seen: 0) }
    }

    /// Frees the batch once no hand-over came during a whole `delay`; looks again otherwise.
    private static func scheduleCheck(seen: Int) {
        queue.asyncAfter(deadline: .now() + delay) {
            let count = pending.withLock { $0.count }
            if count == seen { freeBatch() } else { scheduleCheck(seen: count) }
        }
    }

    /// Frees everything handed over so far and waits until it is done (for benchmarks and
    /// tests).
    package static func drain() {
        queue.sync { freeBatch() }
    }

    private static func freeBatch() {
        let batch = pending.withLock { pending in
            defer { pending = ([], false, 0) }
            return pending.values
        }
        withExtendedLifetime(batch) {}
    }
}
