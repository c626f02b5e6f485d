import Dispatch
import Relay

extension ObservableConvertible {
    /// Blocks until the first element (or completion), for tests of code on real
    /// schedulers.
    ///
    /// ```swift
    /// let product = try repository.product(id: "p-001").first(timeout: .seconds(2))
    /// ```
    ///
    /// - Returns: The first element, or `nil` if the sequence completed without one.
    /// - Throws: The sequence's error, or `BlockingError.timeout` instead of hanging.
    public func first(timeout: Duration) throws -> Element? {
        try collect(timeout: timeout, stopAfterFirst: true).first
    }

    /// Blocks until the sequence completes and returns all its elements.
    ///
    /// - Throws: The sequence's error, or `BlockingError.timeout` instead of hanging.
    public func toArray(timeout: Duration) throws -> [Element] {
        try collect(timeout: timeout, stopAfterFirst: false)
    }

    private func collect(timeout: Duration, stopAfterFirst: Bool) throws -> [Element] {
        // A semaphore, not a lock: the one Dispatch primitive that blocks with a timeout.
        let done = DispatchSemaphore(value: 0)
        let result = Locked<(elements: [Element], error: (any Error)?)>(([], nil))
        let subscription = asObservable().subscribe(
            onNext: { element in
                let count = result.withLock { state -> Int in
                    state.elements.append(element)
                    return state.elements.count
                }
                if stopAfterFirst && count == 1 { done.signal() }
            },
            onError: { error in
                result.withLock { $0.error = error }
                done.signal()
            },
            onCompleted: { done.signal() }
        )
        defer { subscription.dispose() }
        if done.wait(timeout: .saturated(after: timeout)) == .timedOut {
            throw BlockingError.timeout(after: timeout, received: result.withLock { $0.elements.count })
        }
        let (elements, error) = result.withLock { ($0.elements, $0.error) }
        if let error { throw error }
        return stopAfterFirst ? Array(elements.prefix(1)) : elements
    }
}
