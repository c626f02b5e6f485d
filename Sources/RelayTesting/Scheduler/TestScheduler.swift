import Relay

/// A scheduler on virtual time, for testing reactive code without waiting (RxTest's
/// `TestScheduler`).
///
/// Time is an integer clock of ticks; one tick lasts `resolution`. Nothing runs by itself:
/// work scheduled on it runs synchronously, on the thread that calls `advance(to:)`,
/// `advance(by:)`, `flush()`, `run()` or `start()`, in time order (equal times in scheduling
/// order). A `@MainActor` test that advances it therefore keeps every UI-layer call on the
/// main actor.
///
/// Two flavours, chosen by the initializer:
/// - `TestScheduler()` (or `TestScheduler(resolution:)`): 1 tick = 1 ms by default, so
///   `debounce(.milliseconds(300), scheduler: scheduler)` waits 300 ticks, and work
///   scheduled for "now" runs at the current tick.
/// - `TestScheduler(initialClock:)`: RxTest's defaults, 1 tick = 1 second and a simulated
///   processing delay (work scheduled for "now" or the past runs one tick later), so a test
///   written for RxTest gets the same timelines.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let input = scheduler.createHotObservable([.next(100, "a"), .next(150, "ab"), .next(600, "abc")])
/// let results = scheduler.start {
///     input.debounce(.milliseconds(300), scheduler: scheduler)
/// }
/// #expect(results.events == [.next(450, "ab"), .next(900, "abc")])
/// ```
///
/// - Complexity: Scheduling and running an item are O(log *n*) for *n* scheduled items.
public final class TestScheduler: Scheduler {
    private struct State: Sendable {
        var clock: Int
        var items = ScheduledItemQueue()
        var nextOrder = 0
        var isRunning = false
    }

    /// Subscription times used by `start(_:)`: RxTest's conventional 100 / 200 / 1000.
    public enum Defaults {
        /// When `start(_:)` calls its factory.
        public static let created = 100
        /// When `start(_:)` subscribes.
        public static let subscribed = 200
        /// When `start(_:)` disposes.
        public static let disposed = 1000
    }

    private let state: Locked<State>

    /// The duration of one tick.
    public let resolution: Duration

    /// Whether work scheduled for the current tick or the past runs one tick later (RxTest's
    /// `simulateProcessingDelay`).
    public let simulatesProcessingDelay: Bool

    /// The last tick whose time (`clock × resolution`) a `Duration` can hold; ticks beyond
    /// it saturate there.
    private let lastTick: Int

    /// Creates a scheduler on 1 ms ticks starting at tick 0; work scheduled for now runs now.
    public convenience init() {
        self.init(initialClock: 0, resolution: .milliseconds(1), simulateProcessingDelay: false)
    }

    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The first tick.
    ///   - resolution: How long one tick lasts, for converting operator durations to ticks.
    ///   - simulateProcessingDelay: Whether work scheduled for now or the past runs one tick
    ///     later.
    /// - Precondition: `resolution` is positive.
    public init(initialClock: Int = 0, resolution: Duration, simulateProcessingDelay: Bool = false) {
        precondition(resolution > .zero, "TestScheduler needs a positive resolution, got \(resolution)")
        state = Locked(State(clock: initialClock))
        self.resolution = resolution
        simulatesProcessingDelay = simulateProcessingDelay
        let tickSeconds =
            Double(resolution.components.seconds) + Double(resolution.components.attoseconds) / 1e18
        let representable = 1e20 / tickSeconds
        lastTick = representable >= Double(Int.max) ? .max : Int(representable)
    }

    /// Creates a scheduler with RxTest's defaults: 1 tick = `resolution` seconds (1 by
    /// default) and a simulated processing delay, so RxTest timelines carry over unchanged.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)  // as in RxTest
    /// ```
    ///
    /// - Precondition: `resolution` is a positive, finite number of seconds.
    public convenience init(initialClock: Int, resolution: Double = 1.0, simulateProcessingDelay: Bool = true)
    {
        precondition(
            resolution.isFinite && resolution > 0 && resolution < 1e15,
            "TestScheduler needs a positive resolution in seconds, got \(resolution)")
        self.init(
            initialClock: initialClock, resolution: .seconds(resolution),
            simulateProcessingDelay: simulateProcessingDelay)
    }

    /// The current tick.
    public var clock: Int {
        state.withLock { $0.clock }
    }

    /// The current tick as a duration (`clock × resolution`).
    public var now: Duration {
        resolution * min(clock, lastTick)
    }

    /// Schedules `action` at the current tick (the next one with a simulated processing
    /// delay); it runs at the next `advance`, `flush`, `run` or `start`, or in the current
    /// one if the scheduler is running.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        scheduleAt(clock, action: action)
    }

    /// Schedules `action` `delay` later, rounded up to whole ticks (at least one tick for a
    /// positive delay).
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let ticks = self.ticks(for: delay)
        return state.withLock { state in
            insertLocked(&state, at: Self.saturatingSum(state.clock, ticks), action)
        }
    }

    /// Schedules `action` at tick `time` (at the current tick if `time` has passed; one tick
    /// later with a simulated processing delay).
    ///
    /// ```swift
    /// scheduler.scheduleAt(300) { relay.accept(3) }
    /// ```
    @discardableResult
    public func scheduleAt(_ time: Int, action: @escaping @Sendable () -> Void) -> any Disposable {
        state.withLock { state in insertLocked(&state, at: time, action) }
    }

    private func insertLocked(
        _ state: inout State, at time: Int, _ action: @escaping @Sendable () -> Void
    ) -> any Disposable {
        var due = min(time, lastTick)
        if due <= state.clock {
            due = simulatesProcessingDelay ? Self.saturatingSum(state.clock, 1) : state.clock
        }
        let handle = state.items.insert(time: due, order: state.nextOrder, action: action)
        state.nextOrder += 1
        return ScheduledAction(scheduler: self, handle: handle)
    }

    /// Cancels the scheduled action of `handle`, if it has not run.
    func cancel(_ handle: ScheduledItemQueue.Handle) {
        state.withLock { $0.items.cancel(handle) }
    }

    /// The number of ticks `duration` spans on this scheduler, rounded up; saturates at the
    /// last representable tick, so no duration traps.
    public func ticks(for duration: Duration) -> Int {
        guard duration > .zero else { return 0 }
        let ratio = (duration / resolution).rounded(.up)
        guard ratio < Double(lastTick) else { return lastTick }
        return max(1, Int(ratio))
    }

    /// Runs everything scheduled up to and including tick `time`, then sets the clock to
    /// `time`.
    ///
    /// - Precondition: `time` is not before the current tick.
    public func advance(to time: Int) {
        precondition(
            time >= clock, "TestScheduler cannot go back in time: clock is \(clock), asked for \(time)")
        while let item = takeNext(upTo: time) {
            item.action()
        }
        state.withLock { $0.clock = max($0.clock, time) }
    }

    /// RxTest's name for `advance(to:)`.
    public func advanceTo(_ time: Int) {
        advance(to: time)
    }

    /// Advances the clock by `ticks`, running what falls due.
    public func advance(by ticks: Int) {
        advance(to: Self.saturatingSum(clock, ticks))
    }

    /// Advances the clock by `duration`, running what falls due.
    public func advance(by duration: Duration) {
        advance(to: Self.saturatingSum(clock, ticks(for: duration)))
    }

    /// Moves the clock forward by `ticks` without running anything (RxTest's `sleep`).
    public func sleep(_ ticks: Int) {
        state.withLock { $0.clock = Self.saturatingSum($0.clock, max(0, ticks)) }
    }

    /// Runs what is due at the current tick (for example deliveries scheduled by a
    /// `Driver` when a test subscribed).
    public func flush() {
        advance(to: clock)
    }

    /// Runs everything scheduled, advancing the clock as far as needed.
    ///
    /// - Parameter limit: A tick beyond which it stops, so a sequence that reschedules
    ///   itself forever cannot hang a test.
    public func run(until limit: Int = .max) {
        while let time = nextTime(), time <= limit {
            advance(to: time)
        }
    }

    /// Runs all scheduled work, advancing the clock to each item's time, until nothing is
    /// left or `stop()` is called (RxTest's `start()`).
    public func start() {
        state.withLock { $0.isRunning = true }
        while let item = takeNextWhileRunning() {
            item.action()
        }
        state.withLock { $0.isRunning = false }
    }

    /// Stops a running `start()` after the current item.
    public func stop() {
        state.withLock { $0.isRunning = false }
    }

    /// Whether nothing (not cancelled) is scheduled.
    public var isIdle: Bool {
        state.withLock { state in
            state.items.dropCancelledFront()
            return state.items.firstTime == nil
        }
    }

    private func nextTime() -> Int? {
        state.withLock { state in
            state.items.dropCancelledFront()
            return state.items.firstTime
        }
    }

    /// The next item that will run, taken with the clock moved to its time; `nil` when
    /// nothing is left or `stop()` was called. One lock round trip per item.
    private func takeNextWhileRunning() -> ScheduledItemQueue.Item? {
        state.withLock { state -> ScheduledItemQueue.Item? in
            guard state.isRunning else { return nil }
            state.items.dropCancelledFront()
            guard let item = state.items.removeFirst() else { return nil }
            state.clock = max(state.clock, item.time)
            return item
        }
    }

    private func takeNext(upTo time: Int) -> ScheduledItemQueue.Item? {
        state.withLock { state -> ScheduledItemQueue.Item? in
            state.items.dropCancelledFront()
            guard let first = state.items.firstTime, first <= time else { return nil }
            let item = state.items.removeFirst()
            state.clock = max(state.clock, first)
            return item
        }
    }

    private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : sum
    }
}
