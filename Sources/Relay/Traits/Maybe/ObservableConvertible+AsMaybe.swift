extension ObservableConvertible {
    /// The sequence as a `Maybe`: its element (if any), emitted when it completes; fails
    /// with `RelayError.moreThanOneElement` at a second element.
    public func asMaybe() -> Maybe<Element> {
        let source = asObservable()
        return Maybe(
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
                        if let last = element.value { observer.onNext(last) }
                        sink.finish(with: .completed)
                    }
                }
            }))
    }
}
