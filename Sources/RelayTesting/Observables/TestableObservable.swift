import Relay

/// An observable that plays recorded events on a `TestScheduler` and records its
/// subscriptions.
public final class TestableObservable<Element: Sendable>: ObservableConvertible {
    private struct State: Sendable {
        var observers: [Int: Observer<Element>] = [:]
        var subscriptions: [SubscriptionRecord] = []
        var nextKey = 0
    }

    private let scheduler: TestScheduler
    private let events: [Recorded<Event<Element>>]
    private let isHot: Bool
    private let state = Locked(State())

    init(scheduler: TestScheduler, events: [Recorded<Event<Element>>], isHot: Bool) {
        self.scheduler = scheduler
        self.events = events
        self.isHot = isHot
        guard isHot else { return }
        for recorded in events {
            scheduler.scheduleAt(recorded.time) { [self] in
                let observers = state.withLock { state in
                    state.observers.sorted { $0.key < $1.key }.map(\.value)
                }
                for observer in observers { observer.on(recorded.value) }
            }
        }
    }

    /// Every subscription so far, with its subscribe and dispose ticks.
    public var subscriptions: [SubscriptionRecord] {
        state.withLock { $0.subscriptions }
    }

    /// The recorded events as an observable.
    public func asObservable() -> Observable<Element> {
        Observable.create { [self] observer in
            let now = scheduler.clock
            let (key, index) = state.withLock { state -> (Int, Int) in
                defer { state.nextKey += 1 }
                state.subscriptions.append(SubscriptionRecord(now))
                if isHot { state.observers[state.nextKey] = observer }
                return (state.nextKey, state.subscriptions.count - 1)
            }
            let scheduled = CompositeDisposable()
            if !isHot {
                for recorded in events {
                    scheduled.insert(
                        scheduler.scheduleAt(now + recorded.time) { observer.on(recorded.value) })
                }
            }
            return Disposables.create { [self] in
                let disposedAt = scheduler.clock
                state.withLock { state in
                    state.observers[key] = nil
                    state.subscriptions[index] = SubscriptionRecord(
                        state.subscriptions[index].subscribed, disposedAt)
                }
                scheduled.dispose()
            }
        }
    }
}
