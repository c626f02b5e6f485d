import Dispatch

/// Runs actions synchronously on the calling thread.
///
/// Delayed actions cannot run "immediately": they run after the delay on a private serial
/// queue.
public struct ImmediateScheduler: Scheduler {
    private static let delayQueue = DispatchQueue(label: "Relay.ImmediateScheduler.delayed")

    /// The shared immediate scheduler.
    public static let instance = ImmediateScheduler()

    /// Creates an immediate scheduler.
    public init() {}

    /// Time on the monotonic uptime clock.
    public var now: Duration { .uptime }

    /// Runs `action` now, before returning.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        action()
        return Disposables.create()
    }

    /// Runs `action` after `delay` on a private serial queue (at once when `delay` ≤ 0).
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        if delay <= .zero { return schedule(action) }
        return Self.delayQueue.scheduleCancellable(after: delay, action)
    }
}
