import Synchronization

/// The subscription of a single-source operator that can end the sequence itself (a throwing
/// closure, `take`): it remembers that it stopped, so events that still arrive are dropped,
/// and releases the source.
///
/// Operators call `isRunning` first on every event, then `forward(_:)`, `fail(_:)` or
/// `finish(with:)`. Events reach it one at a time (the grammar), so `isStopped` is only
/// written by one thread at a time; it is atomic because `dispose()` may read it elsewhere.
@usableFromInline
final class OperatorSink<Output: Sendable>: Disposable {
    @usableFromInline let observer: Observer<Output>
    @usableFromInline let upstream = SingleAssignmentDisposable()
    @usableFromInline let isStopped = Atomic<Bool>(false)

    @inlinable
    init(observer: Observer<Output>) {
        self.observer = observer
    }

    /// Whether events still go through.
    @inlinable
    var isRunning: Bool {
        !isStopped.load(ordering: .relaxed)
    }

    /// Subscribes `handler` to `source` and keeps the subscription as the upstream.
    @inlinable
    func attach<Input>(
        to source: Observable<Input>, _ handler: @escaping @Sendable (Event<Input>) -> Void
    ) -> OperatorSink<Output> {
        upstream.setDisposable(source.subscribe(Observer(handler)))
        return self
    }

    /// Passes an event on; a terminal one stops the sink.
    @inlinable
    func forward(_ event: Event<Output>) {
        if case .next = event {
            observer.on(event)
        } else {
            finish(with: event)
        }
    }

    /// Ends the sequence with `error` and releases the source.
    @inlinable
    func fail(_ error: any Error) {
        finish(with: .error(error))
    }

    /// Sends a terminal event, once, and releases the source.
    @inlinable
    func finish(with event: Event<Output>) {
        guard !isStopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        observer.on(event)
        upstream.dispose()
    }

    @inlinable
    func dispose() {
        upstream.dispose()
    }
}
