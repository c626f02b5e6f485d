extension ObservableConvertible {
    /// Emits the first `count` elements, then completes and releases the source.
    ///
    /// ```swift
    /// Observable.from([1, 2, 3]).take(2)  // 1, 2, completed
    /// ```
    ///
    /// - Precondition: `count >= 0`.
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take(_:) needs a count of zero or more, got \(count)")
        if count == 0 { return .empty() }
        let source = asObservable()
        return Observable.create { observer in
            let remaining = Locked(count)
            return source.subscribe(
                Observer { event in
                    guard case .next = event else { return observer.on(event) }
                    let left = remaining.withLock { remaining -> Int in
                        remaining -= 1
                        return remaining
                    }
                    guard left >= 0 else { return }
                    observer.on(event)
                    if left == 0 { observer.onCompleted() }
                }
            )
        }
    }
}
