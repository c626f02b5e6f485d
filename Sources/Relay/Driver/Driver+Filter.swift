extension Driver {
    /// Keeps the elements that satisfy `isIncluded`, staying a driver.
    public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> Driver<Element> {
        Driver(infallible: asObservable().filter(isIncluded), scheduler: scheduler)
    }
}
