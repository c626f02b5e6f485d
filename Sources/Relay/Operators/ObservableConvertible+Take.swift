extension ObservableConvertible {
    /// Emits the first `count` elements, then completes and releases the source (completes
    /// at once when `count` ≤ 0).
    ///
    /// ```swift
    /// Observable.from([1, 2, 3]).take(2)  // 1, 2, completed
    /// ```
    public func take(_ count: Int) -> Observable<Element> {
        guard count > 0 else { return .empty() }
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            let sink = OperatorSink(observer: observer)
            let remaining = SerialBox(count)
            return sink.attach(to: source) { event in
                guard sink.isRunning else { return }
                guard case .next = event else { return sink.forward(event) }
                remaining.value -= 1
                observer.on(event)
                if remaining.value == 0 { sink.finish(with: .completed) }
            }
        })
    }
}
