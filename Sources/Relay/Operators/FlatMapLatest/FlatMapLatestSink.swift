/// One subscription of `flatMapLatest`: mirrors the inner sequence of the latest outer
/// element; a new outer element disposes the previous inner sequence.
///
/// A state machine, driven by the holder of the gate:
///
/// ```
/// idle ──next──► inner(g) ──next──► inner(g+1) …
///   │              │  └─inner completed─► idle
///   │              └─outer completed─► draining(g) ──inner completed─► done
///   └─outer completed─► done
/// ```
final class FlatMapLatestSink<Source: Sendable, Inner: Sendable>: GatedSink<Inner>, @unchecked Sendable {
    // @unchecked: `state` is touched only by the holder of the gate.

    private enum State {
        /// The outer sequence runs; no inner sequence does.
        case idle
        /// Inner sequence number `generation` runs, and the outer sequence too.
        case inner(generation: Int)
        /// The outer sequence completed; inner sequence `generation` still runs.
        case draining(generation: Int)
        /// Everything completed, failed, or was disposed.
        case done
    }

    private let selector: @Sendable (Source) throws -> Observable<Inner>
    private let state = SerialBox(State.idle)
    private let generations = SerialBox(0)
    private let current = SerialDisposable()

    init(observer: Observer<Inner>, selector: @escaping @Sendable (Source) throws -> Observable<Inner>) {
        self.selector = selector
        super.init(observer: observer)
        resources.insert(current)
    }

    func run(outer: Observable<Source>) -> FlatMapLatestSink {
        resources.insert(outer.subscribe(gatedObserver { [self] in handleOuter($0) }))
        return self
    }

    private func handleOuter(_ event: Event<Source>) {
        guard isActive else { return }
        switch (event, state.value) {
        case (.next(let element), .idle), (.next(let element), .inner):
            let inner: Observable<Inner>
            do {
                inner = try selector(element)
            } catch {
                return fail(error)
            }
            generations.value += 1
            let generation = generations.value
            state.value = .inner(generation: generation)
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(
                inner.subscribe(gatedObserver { [self] in handleInner($0, generation: generation) }))
        case (.error(let error), _):
            fail(error)
        case (.completed, .idle):
            complete()
        case (.completed, .inner(let generation)):
            state.value = .draining(generation: generation)
        case (_, .draining), (_, .done):
            preconditionFailure("flatMapLatest: outer event \(event) in state \(state.value)")
        }
    }

    private func handleInner(_ event: Event<Inner>, generation: Int) {
        guard isActive else { return }
        switch state.value {
        case .inner(let current) where current == generation:
            switch event {
            case .next(let element): forwardNext(element)
            case .error(let error): fail(error)
            case .completed: state.value = .idle
            }
        case .draining(let current) where current == generation:
            switch event {
            case .next(let element): forwardNext(element)
            case .error(let error): fail(error)
            case .completed: complete()
            }
        case .idle, .inner, .draining, .done:
            // An event of an inner sequence that was already replaced: dropped.
            break
        }
    }

    private func fail(_ error: any Error) {
        state.value = .done
        forwardTerminal(.error(error))
    }

    private func complete() {
        state.value = .done
        forwardTerminal(.completed)
    }
}
