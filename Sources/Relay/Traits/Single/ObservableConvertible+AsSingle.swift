extension ObservableConvertible {
    /// The sequence as a `Single`: its one element, emitted when it completes. Fails with
    /// `RelayError.noElements` if it completes empty and `RelayError.moreThanOneElement` at
    /// a second element.
    ///
    /// ```swift
    /// repository.product(id: id).take(1).asSingle()
    /// ```
    public func asSingle() -> Single<Element> {
        let source = asObservable()
        return Single(
            trusted: Observable(trustedSubscribe: { observer in
                let sink = OperatorSink(observer: observer)
                let element = SerialBox<Element?>(nil)
                return sink.attach(to: source) { event in
                    guard sink.isRunning else { return }
                    switch event {
                    case .next(let next):
                        guard element.value == nil else { return sink.fail(RelayError.moreThanOneElement) }
                        element.value = next
                    case .error(let error):
                        sink.fail(error)
                    case .completed:
                        guard let last = element.value else { return sink.fail(RelayError.noElements) }
                        observer.onNext(last)
                        sink.finish(with: .completed)
                    }
                }
            }))
    }

    /// Collects every element and emits them as one array when the sequence completes, as
    /// a `Single` (RxSwift 6's `toArray()`).
    ///
    /// ```swift
    /// Observable.from([1, 2, 3]).toArray()  // [1, 2, 3]
    /// ```
    public func toArray() -> Single<[Element]> {
        Single(trusted: reduce(into: [Element]()) { $0.append($1) })
    }
}
