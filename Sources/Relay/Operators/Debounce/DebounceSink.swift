/// One subscription of `debounce`. Keeps one timer per subscription, not one per element: a
/// new element only moves the due time; when the timer fires early (an element came
/// meanwhile), it re-arms for the rest of the wait.
///
/// ```
/// idle ──next──► waiting(element, due) ──timer at due──► idle (element emitted)
///                   │ next: new element, due moves; timer fires early: re-armed
///                   └─completed: element emitted, then completion
/// ```
final class DebounceSink<Element: Sendable>: GatedSink<Element>, TimerDrivenSink, @unchecked Sendable {
    // @unchecked: `state` is touched only by the holder of the gate.

    private enum State {
        /// Nothing pending; no timer.
        case idle
        /// `element` goes out at `due` unless another element comes first; a timer is armed.
        case waiting(element: Element, due: Duration)
        /// Terminated.
        case done
    }

    private let dueTime: Duration
    let scheduler: any Scheduler
    private let state = SerialBox(State.idle)
    let timer = SerialDisposable()

    init(observer: Observer<Element>, dueTime: Duration, scheduler: any Scheduler) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
        resources.insert(timer)
    }

    func run(source: Observable<Element>) -> DebounceSink {
        resources.insert(source.subscribe(gatedObserver { [self] in on($0) }))
        return self
    }

    private func on(_ event: Event<Element>) {
        guard isActive else { return }
        switch (event, state.value) {
        case (.next(let element), .idle):
            state.value = .waiting(element: element, due: scheduler.now + dueTime)
            arm(after: dueTime)
        case (.next(let element), .waiting):
            state.value = .waiting(element: element, due: scheduler.now + dueTime)
        case (.error(let error), _):
            state.value = .done
            forwardTerminal(.error(error))
        case (.completed, .waiting(let element, _)):
            state.value = .done
            forwardNext(element)
            forwardTerminal(.completed)
        case (.completed, .idle):
            state.value = .done
            forwardTerminal(.completed)
        case (_, .done):
            preconditionFailure("debounce: \(event) after the sequence ended (state done)")
        }
    }

    func timerFired() {
        guard isActive, case .waiting(let element, let due) = state.value else { return }
        let now = scheduler.now
        if now < due {
            arm(after: due - now)
            return
        }
        state.value = .idle
        forwardNext(element)
    }
}
