extension Driver {
    /// Transforms each element, staying a driver on the same scheduler.
    ///
    /// ```swift
    /// viewModel.products.map { $0.count }  // Driver<Int>
    /// ```
    public func map<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> Driver<Result>
    {
        Driver<Result>(infallible: asObservable().map(transform), scheduler: scheduler)
    }
}
