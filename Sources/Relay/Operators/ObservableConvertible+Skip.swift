extension ObservableConvertible {
    /// Drops the first `count` elements (none when `count` ≤ 0).
    ///
    /// ```swift
    /// relay.skip(1)  // ignore a BehaviorRelay's replayed value
    /// ```
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        guard count > 0 else { return source }
        return Observable(trustedSubscribe: { observer in
            let remaining = SerialBox(count)
            return source.subscribe(
                Observer { event in
                    if case .next = event, remaining.value > 0 {
                        remaining.value -= 1
                        return
                    }
                    observer.on(event)
                }
            )
        })
    }
}
