extension ObservableConvertible {
    /// Delivers every event on `scheduler`, in order, one at a time (even on a concurrent
    /// scheduler).
    ///
    /// ```swift
    /// repository.products(relatedTo: id).observe(on: MainScheduler.instance)
    /// ```
    public func observe(on scheduler: any Scheduler) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let queue = Locked(ObserveOnQueue<Element>())
            let cancelled = BooleanDisposable()
            let drainQueue: @Sendable () -> Void = {
                while true {
                    let batch = queue.withLock { $0.takeAll() }
                    if batch.isEmpty { return }
                    for event in batch {
                        if cancelled.isDisposed { return }
                        observer.on(event)
                    }
                }
            }
            let subscription = source.subscribe(
                Observer { event in
                    if queue.withLock({ $0.append(event) }) {
                        scheduler.schedule(drainQueue)
                    }
                }
            )
            return Disposables.create(subscription, cancelled)
        }
    }
}

/// Events waiting for the scheduler, and whether a drain is already scheduled.
struct ObserveOnQueue<Element: Sendable>: Sendable {
    private var events: [Event<Element>] = []
    private var isScheduled = false

    /// Queues `event`; returns whether a drain must be scheduled.
    mutating func append(_ event: Event<Element>) -> Bool {
        events.append(event)
        defer { isScheduled = true }
        return !isScheduled
    }

    /// Takes the queued events; when there are none, the drain ends.
    mutating func takeAll() -> [Event<Element>] {
        if events.isEmpty { isScheduled = false }
        defer { events = [] }
        return events
    }
}
