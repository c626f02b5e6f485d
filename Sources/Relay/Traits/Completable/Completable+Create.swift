extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// Creates a completable from a subscribe function that reports once.
    public static func create(
        subscribe:
            @escaping @Sendable (_ completable: @escaping @Sendable (CompletableEvent) -> Void) ->
            any Disposable
    ) -> Completable {
        Completable(
            trusted: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .error(let error): observer.onError(error)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }

    /// A completable that completes at once.
    public static func empty() -> Completable {
        Completable(trusted: .empty())
    }

    /// A completable that fails with `error`.
    public static func error(_ error: any Error) -> Completable {
        Completable(trusted: .error(error))
    }

    /// Subscribes with a closure for the completion and one for the error.
    public func subscribe(
        onCompleted: (@Sendable () -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Runs `next` after this completes (not if it fails).
    ///
    /// ```swift
    /// clearCache().andThen(reload())
    /// ```
    public func andThen<Next: ObservableConvertible>(_ next: Next) -> Observable<Next.Element> {
        let next = next.asObservable()
        return asObservable().concatMap { never -> Observable<Next.Element> in }.concat(next)
    }

    /// Runs `next` after this completes, staying a completable.
    public func andThen(_ next: Completable) -> Completable {
        Completable(trusted: asObservable().concat(next.asObservable()))
    }
}

extension ObservableConvertible where Element == Never {
    /// The sequence as a `Completable`.
    public func asCompletable() -> Completable {
        Completable(trusted: asObservable())
    }
}
