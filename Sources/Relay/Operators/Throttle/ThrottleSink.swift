/// One subscription of `throttle`, with RxSwift's semantics: the first element goes out at
/// once; with `latest`, the last element of a busy window goes out when the window ends (and
/// completion waits for it); a window is `interval` long and starts at each emission.
///
/// ```
/// open(last) ──next, window over──► open(now)            (emitted)
///     │ next within the window (latest) ──► holding(element, last), timer at last+interval
///     │                                          │ next: element replaced
///     │                                          │ next once the window is over: emitted → open
///     │                                          │ timer: element emitted ──► open(now)
///     │                                          └ completed ──► completing(element)
///     └ completed ──► done                    completing ──timer──► element, completed, done
/// ```
final class ThrottleSink<Element: Sendable>: GatedSink<Element>, @unchecked Sendable {
    // @unchecked: `state` is touched only by the holder of the gate.

    private enum State {
        /// No element held; `lastEmission` is when the last one went out (`nil`: never).
        case open(lastEmission: Duration?)
        /// `element` waits for the end of the window that started at `lastEmission`.
        case holding(element: Element, lastEmission: Duration)
        /// The source completed while `element` was held; both go out when the window ends.
        case completing(element: Element)
        /// Terminated.
        case done
    }

    private let interval: Duration
    private let keepsLatest: Bool
    private let scheduler: any Scheduler
    private let state = SerialBox(State.open(lastEmission: nil))
    private let timer = SerialDisposable()

    init(observer: Observer<Element>, interval: Duration, keepsLatest: Bool, scheduler: any Scheduler) {
        self.interval = interval
        self.keepsLatest = keepsLatest
        self.scheduler = scheduler
        super.init(observer: observer)
        resources.insert(timer)
    }

    func run(source: Observable<Element>) -> ThrottleSink {
        resources.insert(source.subscribe(gatedObserver { [self] in on($0) }))
        return self
    }

    /// How long is left of the window that started at `lastEmission`; zero or less: over.
    private func remainingWindow(since lastEmission: Duration?) -> Duration {
        guard let lastEmission else { return .zero }
        return interval - (scheduler.now - lastEmission)
    }

    private func on(_ event: Event<Element>) {
        guard isActive else { return }
        switch (event, state.value) {
        case (.next(let element), .open(let lastEmission)):
            let remaining = remainingWindow(since: lastEmission)
            if remaining <= .zero {
                emit(element)
            } else if keepsLatest, let lastEmission {
                state.value = .holding(element: element, lastEmission: lastEmission)
                timer.disposable = scheduler.schedule(after: remaining) { [weak self] in
                    guard let self else { return }
                    serialize { [self] in windowEnded() }
                }
            }
        case (.next(let element), .holding(_, let lastEmission)):
            if remainingWindow(since: lastEmission) <= .zero {
                emit(element)
            } else {
                state.value = .holding(element: element, lastEmission: lastEmission)
            }
        case (.error(let error), _):
            state.value = .done
            forwardTerminal(.error(error))
        case (.completed, .open):
            state.value = .done
            forwardTerminal(.completed)
        case (.completed, .holding(let element, _)):
            state.value = .completing(element: element)
        case (_, .completing), (_, .done):
            preconditionFailure("throttle: \(event) after the sequence ended (state \(state.value))")
        }
    }

    /// Sends `element` now and opens a new window.
    private func emit(_ element: Element) {
        forwardNext(element)
        state.value = .open(lastEmission: scheduler.now)
    }

    private func windowEnded() {
        guard isActive else { return }
        switch state.value {
        case .holding(let element, _):
            emit(element)
        case .completing(let element):
            state.value = .done
            forwardNext(element)
            forwardTerminal(.completed)
        case .open, .done:
            // The held element already went out with a later element at the window's end.
            break
        }
    }
}
