extension Driver {
    /// Mirrors the driver of the latest element, staying a driver on this driver's
    /// scheduler.
    ///
    /// ```swift
    /// selectedID.flatMapLatest { id in viewModel.details(of: id) }  // Driver<Details>
    /// ```
    public func flatMapLatest<Result: Sendable>(
        _ selector: @escaping @Sendable (Element) -> Driver<Result>
    ) -> Driver<Result> {
        Driver<Result>(infallible: asObservable().flatMapLatest(selector), scheduler: scheduler)
    }
}
