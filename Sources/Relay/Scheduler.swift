/// Where and when work runs: a Dispatch queue, the main queue, the current thread, or
/// virtual time in tests (`RelayTesting.TestScheduler`).
///
/// Time-based operators (`debounce`, `throttle`) and thread hops (`observe(on:)`,
/// `subscribe(on:)`, `Driver`) take a scheduler as a parameter, so a test passes a
/// virtual-time one instead of flipping a global switch.
///
/// ```swift
/// let background = SerialDispatchQueueScheduler(label: "repository")
/// background.schedule(after: .milliseconds(300)) { print("later") }
/// ```
public protocol Scheduler: Sendable {
    /// The scheduler's current time, measured from an arbitrary fixed origin.
    var now: Duration { get }

    /// Runs `action` as soon as the scheduler allows.
    ///
    /// - Returns: A disposable that cancels the action if it has not started.
    @discardableResult
    func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable

    /// Runs `action` once `delay` has passed on this scheduler's clock.
    ///
    /// - Returns: A disposable that cancels the action if it has not started.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable
}
