/// One subscription of `timeout`: if `dueTime` passes after subscribing, or after an
/// element, without another element, the source is dropped and `other` takes over.
///
/// One timer at a time: an element only moves the deadline; a timer firing before it
/// re-arms for the rest.
///
/// ```
/// watching(deadline) ──next──► watching(now + dueTime)
///        │ timer at deadline ──► switched (other subscribed)
///        └ source terminates ──► done
/// ```
final class TimeoutSink<Element: Sendable>: GatedSink<Element>, TimerDrivenSink, @unchecked Sendable {
    // @unchecked: `state` is touched only by the holder of the gate.

    private enum State {
        case watching(deadline: Duration)
        case switched
        case done
    }

    private let dueTime: Duration
    let scheduler: any Scheduler
    private let other: Observable<Element>
    private let state = SerialBox(State.done)
    let timer = SerialDisposable()
    private let current = SerialDisposable()

    init(observer: Observer<Element>, dueTime: Duration, other: Observable<Element>, scheduler: any Scheduler)
    {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(observer: observer)
        resources.insert(timer)
        resources.insert(current)
    }

    func run(source: Observable<Element>) -> TimeoutSink {
        serialize { [self] in
            state.value = .watching(deadline: scheduler.now + dueTime)
            arm(after: dueTime)
        }
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        subscription.setDisposable(
            source.subscribe(gatedObserver { [self] in onSource($0) }))
        return self
    }

    private func onSource(_ event: Event<Element>) {
        guard isActive else { return }
        switch (event, state.value) {
        case (.next(let element), .watching):
            state.value = .watching(deadline: scheduler.now + dueTime)
            forwardNext(element)
        case (_, .watching):
            state.value = .done
            forward(event)
        case (_, .switched), (_, .done):
            // The source was dropped; an event it still had in flight is ignored.
            break
        }
    }

    func timerFired() {
        guard isActive, case .watching(let deadline) = state.value else { return }
        let now = scheduler.now
        if now < deadline { return arm(after: deadline - now) }
        state.value = .switched
        current.disposable = other.subscribe(
            gatedObserver { [self] in forward($0) })
    }
}
