extension ObservableConvertible {
    /// Emits the last `count` elements when the source completes (none when `count` ≤ 0).
    /// An error is passed on and the kept elements dropped.
    ///
    /// ```swift
    /// Observable.from([1, 2, 3, 4]).takeLast(2)  // 3, 4 (at completion)
    /// ```
    ///
    /// - Complexity: Memory O(`count`).
    public func takeLast(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            let kept = SerialBox(ReplayBuffer<Element>(limit: count))
            return source.subscribe(
                Observer { event in
                    switch event {
                    case .next(let element):
                        kept.pointer.pointee.append(element)
                    case .error:
                        observer.on(event)
                    case .completed:
                        for element in kept.value.elements { observer.onNext(element) }
                        observer.onCompleted()
                    }
                }
            )
        })
    }
}
