extension ObservableConvertible {
    /// Runs side effects for each event before passing it on; a thrown error ends the
    /// sequence with that error.
    ///
    /// ```swift
    /// repository.products(relatedTo: id).do(onError: { log.error($0) })
    /// ```
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before it goes on.
    ///   - onError: Called with the error before it goes on.
    ///   - onCompleted: Called before the completion goes on.
    ///   - onSubscribe: Called before subscribing to the source.
    ///   - onDispose: Called when the subscription is disposed (after a terminal event too).
    public func `do`(
        onNext: (@Sendable (Element) throws -> Void)? = nil,
        onError: (@Sendable (any Error) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            onSubscribe?()
            let sink = OperatorSink(observer: observer)
            _ = sink.attach(to: source) { event in
                guard sink.isRunning else { return }
                do {
                    switch event {
                    case .next(let element): try onNext?(element)
                    case .error(let error): try onError?(error)
                    case .completed: try onCompleted?()
                    }
                } catch {
                    return sink.fail(error)
                }
                sink.forward(event)
            }
            guard let onDispose else { return sink }
            return Disposables.create(sink, Disposables.create(with: onDispose))
        })
    }
}
