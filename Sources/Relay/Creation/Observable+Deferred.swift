extension Observable {
    /// A sequence made anew by `factory` for each subscriber; a thrown error becomes an
    /// `.error` event.
    ///
    /// ```swift
    /// let now = Observable.deferred { .just(Date()) }  // each subscriber gets its own date
    /// ```
    public static func deferred(
        _ factory: @escaping @Sendable () throws -> Observable<Element>
    ) -> Observable<Element> {
        create { observer in
            do {
                return try factory().subscribe(observer)
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
    }
}
