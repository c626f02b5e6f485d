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
        let result = Locked<(elements: [Element], error: (any Error)?, isDone: Bool)>(([], nil, false))
        let subscription = asObservable().subscribe(
            onNext: { element in
                let isDone = result.withLock { state -> Bool in
                    state.elements.append(element)
                    if stopAfterFirst && state.elements.count == 1 { state.isDone = true }
                    return state.isDone
                }
                if isDone { result.notifyAll() }
            },
            onError: { error in
                result.withLock {
                    $0.error = error
                    $0.isDone = true
                }
                result.notifyAll()
            },
            onCompleted: {
                result.withLock { $0.isDone = true }
                result.notifyAll()
            }
        )
        defer { subscription.dispose() }
        let deadline = DispatchTime.saturated(after: timeout).uptimeNanoseconds
        guard result.wait(until: { $0.isDone }, deadline: deadline) else {
            throw BlockingError.timeout(after: timeout, received: result.withLock { $0.elements.count })
        }
        let (elements, error) = result.withLock { ($0.elements, $0.error) }
        if let error { throw error }
        return stopAfterFirst ? Array(elements.prefix(1)) : elements
    }
}
