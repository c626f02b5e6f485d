extension PrimitiveSequence where Trait == MaybeTrait {
    /// Creates a maybe from a subscribe function that reports once; later reports are
    /// ignored.
    public static func create(
        subscribe:
            @escaping @Sendable (_ maybe: @escaping @Sendable (MaybeEvent<Element>) -> Void) -> any Disposable
    ) -> Maybe<Element> {
        Maybe(
            trusted: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .success(let element):
                        observer.onNext(element)
                        observer.onCompleted()
                    case .error(let error):
                        observer.onError(error)
                    case .completed:
                        observer.onCompleted()
                    }
                }
            })
    }

    /// A maybe of `element`.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(trusted: .just(element))
    }

    /// A maybe that completes without an element.
    public static func empty() -> Maybe<Element> {
        Maybe(trusted: .empty())
    }

    /// A maybe that fails with `error`.
    public static func error(_ error: any Error) -> Maybe<Element> {
        Maybe(trusted: .error(error))
    }

    /// Subscribes with a closure for the element, the error and the completion without one.
    public func subscribe(
        onSuccess: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        let delivered = SerialBox(false)
        return asObservable().subscribe(
            onNext: { element in
                delivered.value = true
                onSuccess?(element)
            },
            onError: onError,
            onCompleted: { if !delivered.value { onCompleted?() } },
            onDisposed: onDisposed
        )
    }

    /// Transforms the element, staying a maybe.
    public func map<Result: Sendable>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Maybe<
        Result
    > {
        Maybe<Result>(trusted: asObservable().map(transform))
    }
}
