import Dispatch

/// Runs work on a serial Dispatch queue, one action at a time, in order.
///
/// ```swift
/// let io = SerialDispatchQueueScheduler(label: "com.example.repository")
/// ```
public struct SerialDispatchQueueScheduler: DispatchQueueScheduler {
    /// The queue actions run on.
    public let queue: DispatchQueue

    /// Creates a scheduler on a new serial queue.
    ///
    /// - Parameters:
    ///   - label: The queue's label, shown in debuggers and crash logs.
    ///   - qos: The queue's quality of service.
    public init(label: String, qos: DispatchQoS = .default) {
        queue = DispatchQueue(label: label, qos: qos)
    }

    /// Creates a scheduler on an existing serial queue.
    ///
    /// - Precondition: `queue` is serial; a concurrent queue would break the ordering
    ///   guarantees of operators that use this scheduler.
    public init(queue: DispatchQueue) {
        self.queue = queue
    }
}
