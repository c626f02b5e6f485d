import Dispatch

/// A scheduler that runs its work on one Dispatch queue: `SerialDispatchQueueScheduler` and
/// `ConcurrentDispatchQueueScheduler`. The queue is all a conforming type provides; time and
/// scheduling come from this protocol's extension.
public protocol DispatchQueueScheduler: Scheduler {
    /// The queue actions run on.
    var queue: DispatchQueue { get }
}

extension DispatchQueueScheduler {
    /// Time on the monotonic uptime clock, the one Dispatch deadlines use.
    public var now: Duration { .uptime }

    /// Runs `action` asynchronously on the queue.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        queue.scheduleCancellable(after: nil, action)
    }

    /// Runs `action` on the queue after `delay`.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        queue.scheduleCancellable(after: delay, action)
    }
}
