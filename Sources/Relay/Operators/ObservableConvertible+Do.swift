extension ObservableConvertible {
    /// Runs side effects for each event before passing it on; a thrown error ends the
    /// sequence with that error.
    ///
    /// ```swift
    /// repository.products(relatedTo: id).do(onError: { log.error($0) })
    /// ```
    @inlinable
    public func `do`(
        onNext: (@Sendable (Element) throws -> Void)? = nil,
        onError: (@Sendable (any Error) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            source.subscribe(
                Observer { event in
                    do {
                        switch event {
                        case .next(let element): try onNext?(element)
                        case .error(let error): try onError?(error)
                        case .completed: try onCompleted?()
                        }
                    } catch {
                        observer.onError(error)
                        return
                    }
                    observer.on(event)
                }
            )
        }
    }
}
