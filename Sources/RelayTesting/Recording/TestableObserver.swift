import Relay

/// Records the events it receives, each with the scheduler's tick at that moment.
public final class TestableObserver<Element: Sendable>: Sendable {
    private let scheduler: TestScheduler
    private let recorded = Locked<[Recorded<Event<Element>>]>([])

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The observer to subscribe or bind with.
    public var observer: Observer<Element> {
        Observer { [self] event in
            let time = scheduler.clock
            recorded.withLock { $0.append(Recorded(time: time, value: event)) }
        }
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
