extension ObservableConvertible {
    /// Emits each intermediate result of folding the elements into an accumulator.
    ///
    /// ```swift
    /// Observable.from([1, 2, 3]).scan(0, accumulator: +)  // 1, 3, 6
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The accumulator before the first element (not emitted).
    ///   - accumulator: Combines the accumulator with the next element.
    @inlinable
    public func scan<Accumulate: Sendable>(
        _ seed: Accumulate,
        accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        let source = asObservable()
        return Observable.create { observer in
            let state = Locked(seed)
            return source.subscribe(
                Observer { event in
                    switch event {
                    case .next(let element):
                        do {
                            let next = try accumulator(state.withLock { $0 }, element)
                            state.withLock { $0 = next }
                            observer.onNext(next)
                        } catch {
                            observer.onError(error)
                        }
                    case .error(let error):
                        observer.onError(error)
                    case .completed:
                        observer.onCompleted()
                    }
                }
            )
        }
    }
}
