import Dispatch

/// Runs work on a concurrent Dispatch queue: actions may run in parallel.
///
/// Operators that hop onto it (`observe(on:)`) still deliver events to an observer one
/// at a time and in order.
public struct ConcurrentDispatchQueueScheduler: DispatchQueueScheduler {
    /// The queue actions run on.
    public let queue: DispatchQueue

    /// Creates a scheduler on the global queue of `qos`.
    public init(qos: DispatchQoS.QoSClass = .default) {
        queue = DispatchQueue.global(qos: qos)
    }

    /// Creates a scheduler on an existing queue.
    public init(queue: DispatchQueue) {
        self.queue = queue
    }
}
