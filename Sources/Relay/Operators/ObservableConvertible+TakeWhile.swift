extension ObservableConvertible {
    /// Emits elements while `predicate` holds; at the first element for which it does not,
    /// completes (with `.inclusive`, after emitting that element). A thrown error ends the
    /// sequence.
    ///
    /// ```swift
    /// countdown.take(while: { $0 > 0 })
    /// ```
    public func take(
        while predicate: @escaping @Sendable (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            let sink = OperatorSink(observer: observer)
            return sink.attach(to: source) { event in
                guard sink.isRunning else { return }
                guard case .next(let element) = event else { return sink.forward(event) }
                do {
                    if try predicate(element) {
                        observer.onNext(element)
                        return
                    }
                } catch {
                    return sink.fail(error)
                }
                if behavior == .inclusive { observer.onNext(element) }
                sink.finish(with: .completed)
            }
        })
    }
}
