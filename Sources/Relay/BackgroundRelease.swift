import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Frees large values on a utility queue instead of the thread that lets go of them: the
/// catalog a reload replaced (its million products), the sections of a closed page. The
/// thread that publishes or tears down only hands a reference over.
///
/// Hand-overs are gathered and freed together once they have stopped for a moment (``delay``),
/// so that a burst of closed pages is torn down on its thread without that thread fighting the
/// freeing for the allocator and the CPU. A stream of hand-overs that never stops (a change
/// every millisecond) is freed anyway, once the oldest value has waited ``maximumWait``, so
/// memory never holds more than what was let go in that time. Values handed over `promptly`
/// (the catalogs that a stream of changes replaces one by one) go in small batches of
/// ``maximumBatch`` as they come, so that the allocator gives their memory to the next ones
/// while it is warm, and no large free competes with the stream. Others (ten thousand pages
/// closed at once) are never freed while their burst goes on: freeing beside the thread that
/// closes them made that thread wait for the allocator, fifty times longer than the burst.
package enum BackgroundRelease {
    /// How long hand-overs must have stopped before the batch is freed.
    package static let delay = DispatchTimeInterval.milliseconds(50)
    /// The values handed over `promptly` that are freed without waiting for a pause.
    package static let maximumBatch = 64
    /// The longest a value waits, in nanoseconds, however busy the hand-overs are.
    package static let maximumWait: UInt64 = 250_000_000

    private struct Pending {
        var values: [any Sendable] = []
        /// Whether the batch holds something big enough that the allocator should give its
        /// free memory back to the system once it is freed.
        var trimsMemory = false
        /// Whether a value was handed over `promptly`.
        var isPrompt = false
        var isScheduled = false
        /// Hand-overs so far, to tell whether they stopped between two checks.
        var count = 0
        /// When the oldest waiting value was handed over.
        var oldest: UInt64 = 0
    }

    private static let queue = DispatchQueue(label: "Relay.BackgroundRelease", qos: .utility)
    // Values waiting to be freed, and whether a check is scheduled.
    private static let pending = Locked(Pending())

    /// Takes `value` and drops it on the release queue shortly, so its deinitialization (and
    /// that of everything only it holds) runs there.
    ///
    /// - Parameters:
    ///   - trimsMemory: Whether `value` is big (a whole catalog): once it is freed, the
    ///     allocator gives the memory it holds free back to the system (`malloc_trim`), so a
    ///     process that let go of a large catalog shrinks instead of keeping its pages.
    ///   - promptly: Whether `value` is one of a stream (the catalog a change replaced): freed
    ///     in batches of ``maximumBatch`` as they come, not after a pause.
    package static func release<Value: Sendable>(
        _ value: Value, trimsMemory: Bool = false, promptly: Bool = false
    ) {
        let now = DispatchTime.now().uptimeNanoseconds
        let (schedules, isFull) = pending.withLock { pending in
            if pending.values.isEmpty { pending.oldest = now }
            pending.trimsMemory = pending.trimsMemory || trimsMemory
            pending.values.append(value)
            pending.count += 1
            defer { pending.isScheduled = true }
            pending.isPrompt = pending.isPrompt || promptly
            return (!pending.isScheduled, pending.isPrompt && pending.values.count >= maximumBatch)
        }
        if isFull { queue.async { freeBatch() } }
        if schedules { scheduleCheck(seen: 0) }
    }

    /// Frees the batch once no hand-over came during a whole `delay`, or once its oldest value
    /// has waited `maximumWait`; looks again otherwise.
    private static func scheduleCheck(seen: Int) {
        queue.asyncAfter(deadline: .now() + delay) {
            let (count, oldest, isEmpty) = pending.withLock { ($0.count, $0.oldest, $0.values.isEmpty) }
            let waited = DispatchTime.now().uptimeNanoseconds &- oldest
            if count == seen || isEmpty || waited >= maximumWait {
                freeBatch()
            } else {
                scheduleCheck(seen: count)
            }
        }
    }

    /// Waits until the frees already started are done, without freeing what still waits (for
    /// tests).
    package static func waitForStartedFrees() {
        queue.sync {}
    }

    /// Frees everything handed over so far and waits until it is done (for benchmarks and
    /// tests).
    package static func drain() {
        queue.sync { freeBatch() }
    }

    private static func freeBatch() {
        var (batch, trims) = pending.withLock { pending in
            defer {
                pending.values = []
                pending.isScheduled = false
                pending.trimsMemory = false
                pending.isPrompt = false
            }
            return (pending.values, pending.trimsMemory)
        }
        batch.removeAll()
        if trims { _ = trimAllocator?(0) }
    }

    /// Makes the allocator give back, as they are freed, the free tops of the arenas that
    /// other threads allocate from; call it once, at the start of a process that runs for long
    /// and lets go of big values (the `product-detail` command does). A library does not
    /// set this for the process that hosts it. Returns whether the allocator took it.
    ///
    /// glibc's `malloc_trim` (``release(_:trimsMemory:)``) gives back the free blocks of every
    /// arena but the free space at the top of the arenas of other threads than the main one,
    /// and glibc gives that space back only past a trim threshold that grows, after big blocks
    /// are freed, up to 64 MB per arena. A catalog of a million products decoded on every core
    /// leaves such a top in each of several arenas once it is freed: a process that replaced it
    /// by a small one kept over 100 MB it did not use. A fixed threshold of 8 MB (and big blocks
    /// from 4 MB mapped on their own, returned whole when freed) bounds what each arena keeps.
    @discardableResult
    package static func returnsFreedMemoryPromptly() -> Bool {
        #if canImport(Glibc)
            guard let symbol = dlsym(nil, "mallopt") else { return false }
            let setOption = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            // M_TRIM_THRESHOLD and M_MMAP_THRESHOLD in <malloc.h>.
            let trimThreshold: Int32 = -1
            let mapThreshold: Int32 = -3
            return setOption(trimThreshold, 8 << 20) == 1 && setOption(mapThreshold, 4 << 20) == 1
        #else
            return false
        #endif
    }

    /// glibc's `malloc_trim`, which gives the free memory of every arena back to the system;
    /// looked up at run time (its header is not part of the C library's module), `nil` where
    /// there is none.
    private static let trimAllocator: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
            guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
            return nil
        #endif
    }()
}
