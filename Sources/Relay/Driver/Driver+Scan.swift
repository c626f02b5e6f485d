extension Driver {
    /// Emits the running result of `accumulator`, staying a driver.
    public func scan<Accumulate: Sendable>(
        _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) -> Accumulate
    ) -> Driver<Accumulate> {
        Driver<Accumulate>(
            infallible: asObservable().scan(seed, accumulator: accumulator), scheduler: scheduler)
    }
}
