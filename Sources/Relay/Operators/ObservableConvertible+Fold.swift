extension ObservableConvertible {
    /// Folds every element into an accumulator changed in place: what `scan(into:)` and
    /// `reduce(into:)` share. One emits the accumulator after each element, the other once,
    /// when the source completes.
    func fold<Accumulate: Sendable>(
        into seed: Accumulate, emittingEachStep: Bool,
        _ accumulator: @escaping @Sendable (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            let sink = OperatorSink(observer: observer)
            let state = SerialBox(seed)
            return sink.attach(to: source) { event in
                sink.handle(
                    event,
                    onNext: { element in
                        try accumulator(&state.pointer.pointee, element)
                        if emittingEachStep { observer.onNext(state.value) }
                    },
                    beforeCompleting: { if !emittingEachStep { observer.onNext(state.value) } })
            }
        })
    }
}
