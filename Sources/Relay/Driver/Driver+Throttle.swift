extension Driver {
    /// Throttles on the driver's own scheduler, staying a driver (semantics of
    /// `throttle(_:latest:scheduler:)`).
    public func throttle(_ interval: Duration, latest: Bool = true) -> Driver<Element> {
        Driver(
            infallible: asObservable().throttle(interval, latest: latest, scheduler: scheduler),
            scheduler: scheduler)
    }
}
