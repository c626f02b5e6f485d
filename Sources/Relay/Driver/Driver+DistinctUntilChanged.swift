extension Driver where Element: Equatable {
    /// Drops elements equal to the previous one, staying a driver.
    public func distinctUntilChanged() -> Driver<Element> {
        Driver(infallible: asObservable().distinctUntilChanged(), scheduler: scheduler)
    }
}
