import Synchronization

/// The base of an operator subscription whose events come from more than one place at once
/// (several sources, or a source and a timer): its `SerialGate` lets one event through at a
/// time, fairly; the sink keeps the downstream observer and the grammar.
///
/// State that subclasses keep is touched only by the gate's holder. `forwardNext` and
/// `forwardTerminal` drop events after a terminal one or after disposal, so nothing starts
/// downstream once `dispose()` has returned.
@usableFromInline
class GatedSink<Output: Sendable>: Disposable, @unchecked Sendable {
    // @unchecked: the observer is immutable; the flags are atomic; subclasses' state is
    // touched only by the holder of the gate (see `SerialGate`).
    @usableFromInline let gate = SerialGate(claiming: .lockFree)
    @usableFromInline let observer: Observer<Output>
    @usableFromInline let isDisposed = Atomic<Bool>(false)
    @usableFromInline let isStopped = Atomic<Bool>(false)

    /// What `dispose()` releases: subscriptions to sources, timers.
    @usableFromInline let resources = CompositeDisposable()

    @inlinable
    init(observer: Observer<Output>) {
        self.observer = observer
    }

    /// Whether events still go out: no terminal event yet and not disposed.
    @inlinable
    final var isActive: Bool {
        !isStopped.load(ordering: .relaxed) && !isDisposed.load(ordering: .acquiring)
    }

    /// Sends an element downstream if the sink is active. Holder of the gate only.
    @inlinable
    final func forwardNext(_ element: Output) {
        if isActive { observer.onNext(element) }
    }

    /// Sends a terminal event downstream once, then releases everything. Holder of the gate
    /// only.
    @inlinable
    final func forwardTerminal(_ event: Event<Output>) {
        guard isActive else { return }
        isStopped.store(true, ordering: .relaxed)
        observer.on(event)
        dispose()
    }

    /// Sends any event downstream (see `forwardNext` and `forwardTerminal`).
    final func forward(_ event: Event<Output>) {
        if case .next(let element) = event {
            forwardNext(element)
        } else {
            forwardTerminal(event)
        }
    }

    /// An observer whose events run `handle` as the holder of the gate; from the holding
    /// thread itself (re-entrance) they are queued and run after the current event. What a
    /// sink subscribes to each of its sources.
    ///
    /// The common path allocates nothing: the escaping copy of the work is made only when it
    /// must be queued.
    final func gatedObserver<Input>(
        _ handle: @escaping @Sendable (Event<Input>) -> Void
    ) -> Observer<Input> {
        Observer { [self] event in
            gate.run({ handle(event) }, deferring: { { handle(event) } })
        }
    }

    /// Runs `body` as the holder of the gate; from the holding thread itself (re-entrance) it
    /// is queued and runs after the current event.
    final func serialize(_ body: @escaping @Sendable () -> Void) {
        gate.run(body, deferring: { body })
    }

    @usableFromInline
    func dispose() {
        guard !isDisposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        resources.dispose()
    }
}
