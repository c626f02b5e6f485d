extension Driver {
    /// Emits `element` first, staying a driver.
    ///
    /// ```swift
    /// results.startWith([])  // an empty list until the first answer
    /// ```
    public func startWith(_ element: Element) -> Driver<Element> {
        Driver(infallible: asObservable().startWith(element), scheduler: scheduler)
    }
}
