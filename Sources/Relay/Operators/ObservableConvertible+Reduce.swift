extension ObservableConvertible {
    /// Folds every element into an accumulator and emits the final result, then completes,
    /// once the source completes.
    ///
    /// ```swift
    /// Observable.from([1, 2, 3]).reduce(0, accumulator: +)  // 6
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The accumulator before the first element (emitted alone for an empty
    ///     source).
    ///   - accumulator: Combines the accumulator with the next element; a thrown error ends
    ///     the sequence.
    public func reduce<Accumulate: Sendable>(
        _ seed: Accumulate,
        accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(into: seed) { accumulate, element in accumulate = try accumulator(accumulate, element) }
    }

    /// Folds every element into an accumulator and emits `mapResult` of the final one, once
    /// the source completes.
    public func reduce<Accumulate: Sendable, Result: Sendable>(
        _ seed: Accumulate,
        accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping @Sendable (Accumulate) throws -> Result
    ) -> Observable<Result> {
        reduce(seed, accumulator: accumulator).map(mapResult)
    }

    /// Folds every element into an accumulator changed in place and emits it when the
    /// source completes.
    public func reduce<Accumulate: Sendable>(
        into seed: Accumulate,
        accumulator: @escaping @Sendable (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        fold(into: seed, emittingEachStep: false, accumulator)
    }
}
