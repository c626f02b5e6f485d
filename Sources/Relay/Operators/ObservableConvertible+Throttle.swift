extension ObservableConvertible {
    /// Emits at most one element per `interval`: the first element at once, then (with
    /// `latest`) the most recent element at the end of each window in which more arrived.
    ///
    /// ```swift
    /// scrollOffsets.throttle(.milliseconds(100), scheduler: scheduler)
    /// ```
    ///
    /// - Parameters:
    ///   - interval: The minimum time between two emitted elements.
    ///   - latest: Whether to emit the last element of a busy window when it ends (`true`)
    ///     or drop it (`false`).
    ///   - scheduler: Whose clock measures the windows.
    public func throttle(
        _ interval: Duration,
        latest: Bool = true,
        scheduler: any Scheduler
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let drain = SerialDrain()
            let state = Locked(ThrottleState<Element>())
            let timer = SerialDisposable()
            let subscription = source.subscribe(
                Observer { event in
                    drain.run {
                        switch event {
                        case .next(let element):
                            let now = scheduler.now
                            let decision = state.withLock {
                                $0.receive(element, now: now, interval: interval, keepsLatest: latest)
                            }
                            switch decision {
                            case .emit:
                                observer.onNext(element)
                            case .drop:
                                break
                            case .hold(let wait, let startTimer):
                                guard startTimer else { return }
                                timer.disposable = scheduler.schedule(after: wait) {
                                    drain.run {
                                        let due = state.withLock { $0.windowEnded(now: scheduler.now) }
                                        if let due { observer.onNext(due) }
                                    }
                                }
                            }
                        case .error(let error):
                            timer.dispose()
                            observer.onError(error)
                        case .completed:
                            timer.dispose()
                            if latest, let due = state.withLock({ $0.windowEnded(now: scheduler.now) }) {
                                observer.onNext(due)
                            }
                            observer.onCompleted()
                        }
                    }
                }
            )
            return Disposables.create(subscription, timer)
        }
    }
}

/// When the last element went out and which one waits for the window's end.
struct ThrottleState<Element: Sendable>: Sendable {
    enum Decision: Sendable {
        case emit
        case drop
        case hold(wait: Duration, startTimer: Bool)
    }

    private var lastEmission: Duration?
    private var held: Element?
    private var isTimerRunning = false

    mutating func receive(_ element: Element, now: Duration, interval: Duration, keepsLatest: Bool)
        -> Decision
    {
        if !isTimerRunning, lastEmission.map({ now - $0 >= interval }) ?? true {
            lastEmission = now
            held = nil
            return .emit
        }
        guard keepsLatest else { return .drop }
        held = element
        let wait = (lastEmission ?? now) + interval - now
        defer { isTimerRunning = true }
        return .hold(wait: wait, startTimer: !isTimerRunning)
    }

    mutating func windowEnded(now: Duration) -> Element? {
        isTimerRunning = false
        guard let held else { return nil }
        self.held = nil
        lastEmission = now
        return held
    }
}
