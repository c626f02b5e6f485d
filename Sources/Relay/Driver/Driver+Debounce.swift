extension Driver {
    /// Debounces on the driver's own scheduler, staying a driver.
    ///
    /// ```swift
    /// searchText.debounce(.milliseconds(300))  // Driver<String>
    /// ```
    public func debounce(_ dueTime: Duration) -> Driver<Element> {
        Driver(infallible: asObservable().debounce(dueTime, scheduler: scheduler), scheduler: scheduler)
    }
}
