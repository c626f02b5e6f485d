extension ObservableConvertible {
    /// Drops every element and passes only the completion or the error, as an
    /// `Observable<Never>` (turn it into a `Completable` with `asCompletable()`).
    ///
    /// ```swift
    /// save(draft).ignoreElements().asCompletable()
    /// ```
    public func ignoreElements() -> Observable<Never> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            source.subscribe(
                Observer { event in
                    switch event {
                    case .next: break
                    case .error(let error): observer.onError(error)
                    case .completed: observer.onCompleted()
                    }
                }
            )
        })
    }
}
