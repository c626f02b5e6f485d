extension ObservableConvertible {
    /// Drops the first `count` elements.
    ///
    /// ```swift
    /// relay.skip(1)  // ignore a BehaviorRelay's replayed value
    /// ```
    ///
    /// - Precondition: `count >= 0`.
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "skip(_:) needs a count of zero or more, got \(count)")
        let source = asObservable()
        return Observable.create { observer in
            let remaining = Locked(count)
            return source.subscribe(
                Observer { event in
                    if case .next = event {
                        let drop = remaining.withLock { remaining -> Bool in
                            guard remaining > 0 else { return false }
                            remaining -= 1
                            return true
                        }
                        if drop { return }
                    }
                    observer.on(event)
                }
            )
        }
    }
}
