import Relay

/// A scheduler on virtual time, for testing reactive code without waiting.
///
/// Time is an integer clock of ticks; one tick lasts `resolution` (1 ms by default), so
/// `debounce(.milliseconds(300), scheduler: scheduler)` waits 300 ticks. Nothing runs by
/// itself: work scheduled on it runs synchronously, on the thread that calls `advance(to:)`,
/// `advance(by:)`, `flush()` or `start()`, in time order (ties in scheduling order). A
/// `@MainActor` test that advances it therefore keeps every UI-layer call on the main actor.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let input = scheduler.createHotObservable([.next(100, "a"), .next(150, "ab"), .next(600, "abc")])
/// let results = scheduler.start {
///     input.debounce(.milliseconds(300), scheduler: scheduler)
/// }
/// #expect(results.events == [.next(450, "ab"), .next(900, "abc")])
/// ```
public final class TestScheduler: Scheduler {
    private struct Item: Sendable {
        let time: Int
        let order: Int
        let action: @Sendable () -> Void
        let cancel: BooleanDisposable
    }

    private struct State: Sendable {
        var clock: Int
        var items: [Item] = []
        var nextOrder = 0
    }

    /// Subscription times used by `start()`: RxTest's conventional 100 / 200 / 1000.
    public enum Defaults {
        /// When `start()` calls its factory.
        public static let created = 100
        /// When `start()` subscribes.
        public static let subscribed = 200
        /// When `start()` disposes.
        public static let disposed = 1000
    }

    private let state: Locked<State>

    /// The duration of one tick.
    public let resolution: Duration

    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The first tick.
    ///   - resolution: How long one tick lasts, for converting operator durations to ticks.
    public init(initialClock: Int = 0, resolution: Duration = .milliseconds(1)) {
        precondition(resolution > .zero, "TestScheduler needs a positive resolution, got \(resolution)")
        state = Locked(State(clock: initialClock))
        self.resolution = resolution
    }

    /// The current tick.
    public var clock: Int {
        state.withLock { $0.clock }
    }

    /// The current tick as a duration (`clock × resolution`).
    public var now: Duration {
        resolution * clock
    }

    /// Schedules `action` at the current tick; it runs at the next `advance`, `flush` or
    /// `start`, or in the current one if the scheduler is running.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        scheduleAt(clock, action: action)
    }

    /// Schedules `action` `delay` later, rounded up to whole ticks (at least one tick for a
    /// positive delay).
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        scheduleAt(clock + ticks(for: delay), action: action)
    }

    /// Schedules `action` at tick `time` (at the current tick if `time` has passed).
    ///
    /// ```swift
    /// scheduler.scheduleAt(300) { relay.accept(3) }
    /// ```
    @discardableResult
    public func scheduleAt(_ time: Int, action: @escaping @Sendable () -> Void) -> any Disposable {
        let cancel = BooleanDisposable()
        state.withLock { state in
            state.items.append(
                Item(time: max(time, state.clock), order: state.nextOrder, action: action, cancel: cancel))
            state.nextOrder += 1
        }
        return cancel
    }

    /// The number of ticks `duration` spans on this scheduler.
    public func ticks(for duration: Duration) -> Int {
        guard duration > .zero else { return 0 }
        return max(1, Int((duration / resolution).rounded(.up)))
    }

    /// Runs everything scheduled up to and including tick `time`, then sets the clock to
    /// `time`.
    ///
    /// - Precondition: `time` is not before the current tick.
    public func advance(to time: Int) {
        precondition(
            time >= clock, "TestScheduler cannot go back in time: clock is \(clock), asked for \(time)")
        while let item = takeNext(upTo: time) {
            if !item.cancel.isDisposed { item.action() }
        }
        state.withLock { $0.clock = time }
    }

    /// Advances the clock by `ticks`, running what falls due.
    public func advance(by ticks: Int) {
        advance(to: clock + ticks)
    }

    /// Advances the clock by `duration`, running what falls due.
    public func advance(by duration: Duration) {
        advance(to: clock + self.ticks(for: duration))
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
        while let time = state.withLock({ $0.items.map(\.time).min() }), time <= limit {
            advance(to: time)
        }
    }

    /// Whether nothing is scheduled.
    public var isIdle: Bool {
        state.withLock { $0.items.isEmpty }
    }

    private func takeNext(upTo time: Int) -> Item? {
        state.withLock { state -> Item? in
            var best: Int?
            for index in state.items.indices where state.items[index].time <= time {
                if let current = best {
                    let item = state.items[index]
                    let champion = state.items[current]
                    if (item.time, item.order) < (champion.time, champion.order) { best = index }
                } else {
                    best = index
                }
            }
            guard let best else { return nil }
            let item = state.items.remove(at: best)
            state.clock = max(state.clock, item.time)
            return item
        }
    }
}
