extension ObservableConvertible {
    /// Emits each intermediate result of folding the elements into an accumulator.
    ///
    /// ```swift
    /// Observable.from([1, 2, 3]).scan(0, accumulator: +)  // 1, 3, 6
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The accumulator before the first element (not emitted).
    ///   - accumulator: Combines the accumulator with the next element; a thrown error ends
    ///     the sequence.
    public func scan<Accumulate: Sendable>(
        _ seed: Accumulate,
        accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in accumulate = try accumulator(accumulate, element) }
    }

    /// Emits the accumulator after each element, changing it in place (cheaper for
    /// collections).
    ///
    /// ```swift
    /// taps.scan(into: [Int]()) { history, tap in history.append(tap) }
    /// ```
    public func scan<Accumulate: Sendable>(
        into seed: Accumulate,
        accumulator: @escaping @Sendable (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        fold(into: seed, emittingEachStep: true, accumulator)
    }
}
