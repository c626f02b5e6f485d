/// One subscription of `flatMap`, `concatMap`, `flatMapFirst`, `merge` and `concat`: an outer
/// sequence whose elements become inner sequences, all of whose events go through one
/// `SerialGate`, so the observer sees one event at a time.
///
/// The strategy decides what an outer element does while inner sequences run: `merge`
/// subscribes at once, `concat` waits for the running one to complete (elements queue in
/// order), `first` drops it. The result completes when the outer sequence and every inner
/// one have completed, and fails as soon as any fails.
final class FlatMapSink<Source: Sendable, Inner: Sendable>: GatedSink<Inner>, @unchecked Sendable {
    // @unchecked: `state` is touched only by the holder of the gate.

    /// What an outer element does while an inner sequence runs.
    enum Strategy {
        case merge
        case concat
        case first
    }

    private struct State {
        var activeInners = 0
        var isOuterDone = false
        /// Outer elements waiting for their turn (`concat` only).
        var waiting: [Source] = []
        var waitingHead = 0
    }

    private let strategy: Strategy
    private let selector: @Sendable (Source) throws -> Observable<Inner>
    private let state = SerialBox(State())

    init(
        observer: Observer<Inner>, strategy: Strategy,
        selector: @escaping @Sendable (Source) throws -> Observable<Inner>
    ) {
        self.strategy = strategy
        self.selector = selector
        super.init(observer: observer)
    }

    /// Subscribes to the outer sequence.
    func run(outer: Observable<Source>) -> FlatMapSink {
        resources.insert(outer.subscribe(gatedObserver { [self] in handleOuter($0) }))
        return self
    }

    private func handleOuter(_ event: Event<Source>) {
        guard isActive else { return }
        switch event {
        case .next(let element):
            switch strategy {
            case .merge:
                start(element)
            case .concat:
                if state.value.activeInners == 0 {
                    start(element)
                } else {
                    state.pointer.pointee.waiting.append(element)
                }
            case .first:
                if state.value.activeInners == 0 { start(element) }
            }
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            state.pointer.pointee.isOuterDone = true
            if state.value.activeInners == 0 { forwardTerminal(.completed) }
        }
    }

    /// Subscribes to the inner sequence of `element`. Holder of the gate only.
    private func start(_ element: Source) {
        let inner: Observable<Inner>
        do {
            inner = try selector(element)
        } catch {
            return forwardTerminal(.error(error))
        }
        let subscription = SingleAssignmentDisposable()
        guard let key = resources.insert(subscription) else { return }
        state.pointer.pointee.activeInners += 1
        subscription.setDisposable(inner.subscribe(gatedObserver { [self] in handleInner($0, key: key) }))
    }

    private func handleInner(_ event: Event<Inner>, key: CompositeDisposable.Key) {
        guard isActive else { return }
        switch event {
        case .next(let element):
            forwardNext(element)
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            resources.remove(for: key)
            state.pointer.pointee.activeInners -= 1
            if let next = takeWaiting() {
                start(next)
            } else if state.value.isOuterDone && state.value.activeInners == 0 {
                forwardTerminal(.completed)
            }
        }
    }

    private func takeWaiting() -> Source? {
        let pointer = state.pointer
        guard pointer.pointee.waitingHead < pointer.pointee.waiting.count else { return nil }
        let element = pointer.pointee.waiting[pointer.pointee.waitingHead]
        pointer.pointee.waitingHead += 1
        if pointer.pointee.waitingHead == pointer.pointee.waiting.count {
            pointer.pointee.waiting.removeAll(keepingCapacity: true)
            pointer.pointee.waitingHead = 0
        }
        return element
    }
}
