/// One subscription of `buffer(timeSpan:count:scheduler:)`: collects elements into a window
/// that closes when it holds `count` elements or when `timeSpan` has passed since it opened,
/// whichever comes first; each closed window is emitted (possibly empty, on time).
///
/// One timer at a time: closing a window by count cancels its timer and arms the next
/// window's.
final class BufferSink<Element: Sendable>: GatedSink<[Element]>, @unchecked Sendable {
    // @unchecked: `state` is touched only by the holder of the gate.

    private struct State {
        var buffer: [Element] = []
        /// Identifies the open window, so a timer of a window closed by count does nothing.
        var window = 0
    }

    private let timeSpan: Duration
    private let count: Int
    private let scheduler: any Scheduler
    private let state = SerialBox(State())
    private let timer = SerialDisposable()

    init(observer: Observer<[Element]>, timeSpan: Duration, count: Int, scheduler: any Scheduler) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer)
        resources.insert(timer)
    }

    func run(source: Observable<Element>) -> BufferSink {
        serialize { [self] in armTimer() }
        resources.insert(source.subscribe(gatedObserver { [self] in on($0) }))
        return self
    }

    private func on(_ event: Event<Element>) {
        guard isActive else { return }
        switch event {
        case .next(let element):
            state.pointer.pointee.buffer.append(element)
            if count > 0 && state.value.buffer.count >= count { closeWindow() }
        case .error(let error):
            state.pointer.pointee.buffer = []
            forwardTerminal(.error(error))
        case .completed:
            let last = state.value.buffer
            state.pointer.pointee.buffer = []
            forwardNext(last)
            forwardTerminal(.completed)
        }
    }

    /// Emits the open window and opens the next one, with its own timer.
    private func closeWindow() {
        let closed = state.value.buffer
        state.pointer.pointee.buffer = []
        state.pointer.pointee.window &+= 1
        forwardNext(closed)
        armTimer()
    }

    private func armTimer() {
        guard isActive else { return }
        let window = state.value.window
        timer.disposable = scheduler.schedule(after: timeSpan) { [weak self] in
            guard let self else { return }
            serialize { [self] in
                guard isActive, state.value.window == window else { return }
                closeWindow()
            }
        }
    }
}
