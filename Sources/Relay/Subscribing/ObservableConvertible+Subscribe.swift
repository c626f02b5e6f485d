extension ObservableConvertible {
    /// Subscribes with a closure per kind of event.
    ///
    /// ```swift
    /// prices.subscribe(
    ///     onNext: { print("price", $0) },
    ///     onError: { print("failed:", $0) }
    /// )
    /// .disposed(by: bag)
    /// ```
    ///
    /// - Parameters:
    ///   - onNext: Called with each element, one at a time.
    ///   - onError: Called once if the sequence fails.
    ///   - onCompleted: Called once if the sequence completes.
    ///   - onDisposed: Called once, after a terminal event or when the subscription is
    ///     disposed.
    /// - Returns: The subscription. Once its `dispose()` returns, no handler call starts.
    @inlinable
    public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        ClosureSubscription(
            onNext: onNext,
            onError: onError,
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
        .attach(to: asObservable())
    }

    /// Subscribes `observer`, which receives every event (RxSwift's `subscribe(_:)` with an
    /// `ObserverType`, such as RxTest's recorder).
    ///
    /// ```swift
    /// let recorder = scheduler.createObserver(Int.self)
    /// relay.subscribe(recorder).disposed(by: bag)
    /// ```
    ///
    /// - Returns: The subscription; dispose it to stop receiving events.
    @inlinable
    public func subscribe<Target: ObserverConvertible>(_ observer: Target) -> any Disposable
    where Target.Element == Element {
        asObservable().subscribe(observer.asObserver())
    }

    /// Subscribes with one closure for every event.
    ///
    /// ```swift
    /// source.subscribe { event in print(event) }
    /// ```
    @inlinable
    public func subscribe(_ on: @escaping @Sendable (Event<Element>) -> Void) -> any Disposable {
        asObservable().subscribe(Observer(on))
    }
}
