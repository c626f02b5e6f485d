extension PrimitiveSequence where Trait == InfallibleTrait {
    /// Creates an infallible sequence from a subscribe function.
    public static func create(
        subscribe:
            @escaping @Sendable (_ observer: @escaping @Sendable (InfallibleEvent<Element>) -> Void) ->
            any Disposable
    ) -> Infallible<Element> {
        Infallible(
            trusted: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .next(let element): observer.onNext(element)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }

    /// One element, then completion.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(trusted: .just(element))
    }

    /// Completion at once.
    public static func empty() -> Infallible<Element> {
        Infallible(trusted: .empty())
    }

    /// Subscribes with a closure for elements and one for completion.
    public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// The elements as an `AsyncStream`, which ends at completion. Cancelling the
    /// iterating task disposes the subscription.
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onCompleted: { continuation.finish() }
            )
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }
}
