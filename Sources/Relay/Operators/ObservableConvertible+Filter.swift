extension ObservableConvertible {
    /// Keeps the elements that satisfy `isIncluded`; a thrown error ends the sequence.
    ///
    /// ```swift
    /// stock.filter { $0 < 5 }  // only low-stock counts
    /// ```
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            let sink = OperatorSink(observer: observer)
            return sink.attach(to: source) { event in
                guard sink.isRunning else { return }
                switch event {
                case .next(let element):
                    do {
                        if try isIncluded(element) { observer.onNext(element) }
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
