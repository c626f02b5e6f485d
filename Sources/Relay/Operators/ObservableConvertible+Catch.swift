extension ObservableConvertible {
    /// On error, continues with the sequence `handler` returns for that error.
    ///
    /// ```swift
    /// repository.notes(about: id).catch { _ in cache.notes(about: id) }
    /// ```
    public func `catch`(
        _ handler: @escaping @Sendable (any Error) throws -> Observable<Element>
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let recovery = SerialDisposable()
            let subscription = source.subscribe(
                Observer { event in
                    guard case .error(let error) = event else { return observer.on(event) }
                    do {
                        recovery.disposable = try handler(error).subscribe(observer)
                    } catch {
                        observer.onError(error)
                    }
                }
            )
            return Disposables.create(subscription, recovery)
        }
    }

}
