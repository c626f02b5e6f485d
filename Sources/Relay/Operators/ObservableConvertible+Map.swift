extension ObservableConvertible {
    /// Transforms each element; a thrown error ends the sequence with that error.
    ///
    /// ```swift
    /// prices.map { formatter.string(for: $0) }
    /// ```
    @inlinable
    public func map<Result: Sendable>(
        _ transform: @escaping @Sendable (Element) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            let sink = OperatorSink(observer: observer)
            return sink.attach(to: source) { event in
                guard sink.isRunning else { return }
                switch event {
                case .next(let element):
                    do {
                        observer.onNext(try transform(element))
                    } catch {
                        sink.fail(error)
                    }
                case .error(let error):
                    sink.fail(error)
                case .completed:
                    sink.finish(with: .completed)
                }
            }
        })
    }
}
