extension ObservableConvertible {
    /// The sequence's only element, emitted when the sequence completes: what `asSingle()`
    /// and `asMaybe()` share.
    ///
    /// A second element fails with `RelayError.moreThanOneElement` at once. Completing
    /// without an element fails with `emptyError`, or just completes when it is `nil`.
    func onlyElement(failingWhenEmptyWith emptyError: RelayError?) -> Observable<Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            let sink = OperatorSink(observer: observer)
            let element = SerialBox<Element?>(nil)
            return sink.attach(to: source) { event in
                sink.handle(
                    event,
                    onNext: { next in
                        guard element.value == nil else { throw RelayError.moreThanOneElement }
                        element.value = next
                    },
                    beforeCompleting: {
                        if let only = element.value {
                            observer.onNext(only)
                        } else if let emptyError {
                            throw emptyError
                        }
                    })
            }
        })
    }
}
