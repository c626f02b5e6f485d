import Relay

extension TestScheduler {
    /// Creates an observer that records every event with the tick it arrived at.
    ///
    /// ```swift
    /// let observer = scheduler.createObserver(Int.self)
    /// relay.subscribe(observer).disposed(by: bag)
    /// ```
    public func createObserver<Element: Sendable>(_ type: Element.Type = Element.self) -> TestableObserver<
        Element
    > {
        TestableObserver(scheduler: self)
    }

    /// A hot observable: `events` happen at their ticks whether or not anyone listens.
    public func createHotObservable<Element: Sendable>(
        _ events: [Recorded<Event<Element>>]
    ) -> TestableObservable<Element> {
        TestableObservable(scheduler: self, events: events, isHot: true)
    }

    /// A cold observable: each subscriber gets `events`, their ticks counted from the
    /// moment it subscribed.
    public func createColdObservable<Element: Sendable>(
        _ events: [Recorded<Event<Element>>]
    ) -> TestableObservable<Element> {
        TestableObservable(scheduler: self, events: events, isHot: false)
    }

    /// Calls `create` at tick `created`, subscribes at `subscribed`, disposes at `disposed`,
    /// runs the scheduler until nothing is left and returns what the subscription recorded.
    ///
    /// ```swift
    /// let results = scheduler.start(created: 100, subscribed: 200, disposed: 1000) {
    ///     source.map { $0 * 2 }
    /// }
    /// #expect(results.events == [.next(210, 2), .completed(300)])
    /// ```
    public func start<Element: Sendable>(
        created: Int,
        subscribed: Int,
        disposed: Int,
        create: @escaping @Sendable () -> Observable<Element>
    ) -> TestableObserver<Element> {
        let observer = createObserver(Element.self)
        let source = Locked<Observable<Element>?>(nil)
        let subscription = SerialDisposable()
        scheduleAt(created) { source.withLock { $0 = create() } }
        scheduleAt(subscribed) {
            if let observable = source.withLock({ $0 }) {
                subscription.disposable = observable.subscribe(observer)
            }
        }
        scheduleAt(disposed) { subscription.dispose() }
        start()
        return observer
    }

    /// `start(created:subscribed:disposed:create:)` with the default creation (100) and
    /// subscription (200) ticks.
    public func start<Element: Sendable>(
        disposed: Int,
        create: @escaping @Sendable () -> Observable<Element>
    ) -> TestableObserver<Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created:subscribed:disposed:create:)` with RxTest's conventional ticks:
    /// created at 100, subscribed at 200, disposed at 1000.
    ///
    /// ```swift
    /// let results = scheduler.start { source.map { $0 * 2 } }
    /// ```
    public func start<Element: Sendable>(
        _ create: @escaping @Sendable () -> Observable<Element>
    ) -> TestableObserver<Element> {
        start(
            created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
            create: create)
    }
}
