import Relay

/// Records the events it receives, each with the scheduler's tick at that moment (RxTest's
/// `TestableObserver`).
///
/// It is an observer: pass it to `subscribe(_:)`, `bind(to:)` or `drive(_:)`.
///
/// ```swift
/// let recorder = scheduler.createObserver(Int.self)
/// relay.subscribe(recorder).disposed(by: bag)
/// scheduler.start()
/// #expect(recorder.events == [.next(0, 1)])
/// ```
public final class TestableObserver<Element: Sendable>: ObserverConvertible {
    private let scheduler: TestScheduler
    private let recorded = Locked<[Recorded<Event<Element>>]>([])

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` at the current tick.
    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        recorded.withLock { $0.append(Recorded(time: time, value: event)) }
    }

    /// Records an element at the current tick.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Records an error at the current tick.
    public func onError(_ error: any Error) {
        on(.error(error))
    }

    /// Records completion at the current tick.
    public func onCompleted() {
        on(.completed)
    }

    /// The recorder as a plain observer.
    public func asObserver() -> Observer<Element> {
        Observer { [self] event in on(event) }
    }

    /// The recorder as a plain observer (same as `asObserver()`).
    public var observer: Observer<Element> {
        asObserver()
    }

    /// Every event so far, in arrival order.
    public var events: [Recorded<Event<Element>>] {
        recorded.withLock { $0 }
    }

    /// The elements of the `.next` events so far, without times.
    public var elements: [Element] {
        events.compactMap { $0.value.element }
    }
}
