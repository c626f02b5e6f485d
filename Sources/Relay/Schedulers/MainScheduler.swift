import Dispatch
import Foundation

/// Runs work on the main queue, which is the main actor's executor.
///
/// `instance` runs an action immediately when called on the main thread (so a relay's
/// replay reaches a UI binding synchronously) and dispatches asynchronously otherwise;
/// `asyncInstance` always dispatches. In a command-line tool the main queue must be driven
/// by `dispatchMain()` or a run loop.
public struct MainScheduler: Scheduler {
    private let alwaysAsync: Bool

    /// Runs immediately on the main thread, asynchronously from other threads.
    public static let instance = MainScheduler(alwaysAsync: false)

    /// Always dispatches asynchronously to the main queue.
    public static let asyncInstance = MainScheduler(alwaysAsync: true)

    private init(alwaysAsync: Bool) {
        self.alwaysAsync = alwaysAsync
    }

    /// Time on the monotonic uptime clock.
    public var now: Duration { .uptime }

    /// Runs `action` on the main queue (immediately, for `instance` on the main thread).
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        if !alwaysAsync && MainQueue.isCurrent {
            action()
            return Disposables.create()
        }
        return DispatchQueue.main.scheduleCancellable(after: nil, action)
    }

    /// Runs `action` on the main queue after `delay`.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        DispatchQueue.main.scheduleCancellable(after: delay, action)
    }
}
