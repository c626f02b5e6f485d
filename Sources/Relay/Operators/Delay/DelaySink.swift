/// One subscription of `delay`: elements and the completion are replayed `dueTime` later, in
/// order; an error is passed on at once.
///
/// One timer at a time: it is armed for the oldest waiting event and, when it fires, passes
/// on everything due and re-arms for the next.
///
/// ```
/// idle ──event──► waiting (timer armed) ──timer, queue empty──► idle
///                    │ timer, more waiting: re-armed
///                    └ completion passed on, or error ──► done
/// ```
final class DelaySink<Element: Sendable>: GatedSink<Element>, TimerDrivenSink, @unchecked Sendable {
    // @unchecked: `state` is touched only by the holder of the gate.

    private enum Phase {
        case idle
        case waiting
        case done
    }

    private struct State {
        var phase = Phase.idle
        var queue: [(due: Duration, event: Event<Element>)] = []
        var head = 0
    }

    private let dueTime: Duration
    let scheduler: any Scheduler
    private let state = SerialBox(State())
    let timer = SerialDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()

    init(observer: Observer<Element>, dueTime: Duration, scheduler: any Scheduler) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
        resources.insert(timer)
        resources.insert(sourceSubscription)
    }

    func run(source: Observable<Element>) -> DelaySink {
        sourceSubscription.setDisposable(
            source.subscribe(gatedObserver { [self] in on($0) }))
        return self
    }

    private func on(_ event: Event<Element>) {
        guard isActive else { return }
        // The source is done: release it now, not when the delayed completion goes out.
        if event.isStopEvent { sourceSubscription.dispose() }
        if case .error(let error) = event {
            state.value = State(phase: .done)
            return forwardTerminal(.error(error))
        }
        state.pointer.pointee.queue.append((scheduler.now + dueTime, event))
        switch state.value.phase {
        case .idle:
            state.pointer.pointee.phase = .waiting
            arm(after: dueTime)
        case .waiting:
            break
        case .done:
            preconditionFailure("delay: \(event) after the sequence ended (phase done)")
        }
    }

    func timerFired() {
        guard isActive, state.value.phase == .waiting else { return }
        let now = scheduler.now
        let pointer = state.pointer
        while pointer.pointee.head < pointer.pointee.queue.count {
            let (due, event) = pointer.pointee.queue[pointer.pointee.head]
            if due > now {
                compactQueue()
                return arm(after: due - now)
            }
            pointer.pointee.head += 1
            forward(event)
            guard isActive else { return }
        }
        pointer.pointee.queue.removeAll(keepingCapacity: true)
        pointer.pointee.head = 0
        pointer.pointee.phase = .idle
    }

    private func compactQueue() {
        let pointer = state.pointer
        if pointer.pointee.head >= 32 && pointer.pointee.head * 2 >= pointer.pointee.queue.count {
            pointer.pointee.queue.removeFirst(pointer.pointee.head)
            pointer.pointee.head = 0
        }
    }
}
