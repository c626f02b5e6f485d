import Synchronization

/// The subscription of a single-source operator that can end the sequence itself (a throwing
/// closure, `take`): it remembers that it stopped, so events that still arrive are dropped,
/// and releases the source.
///
/// Operators that only decide what an element becomes pass each event to
/// `handle(_:onNext:beforeCompleting:)`, which writes the rest of the grammar once. Others
/// call `isRunning` first on every event, then `forward(_:)`, `fail(_:)` or `finish(with:)`. Events reach it one at a time (the grammar), so `isStopped` is only
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

    /// Handles one source event: drops it once the sink has stopped, gives an element to
    /// `onNext`, and passes an error or completion on. An error thrown by `onNext` or
    /// `beforeCompleting` ends the sequence with that error.
    ///
    /// Always inlined: the closures do not escape, so inlined into an operator this costs
    /// what the operator's own `switch` would. (`@inlinable` alone is not enough: a release
    /// build left calls to the generic, unspecialized copy, one per event.)
    ///
    /// - Parameters:
    ///   - event: The source's event.
    ///   - onNext: What the operator does with an element: emit it, transform it, fold it.
    ///   - beforeCompleting: What the operator emits when the source completes, before it
    ///     completes (`reduce`'s result); nothing by default.
    @inlinable @inline(__always)
    func handle<Input>(
        _ event: Event<Input>,
        onNext: (Input) throws -> Void,
        beforeCompleting: () throws -> Void = {}
    ) {
        guard isRunning else { return }
        do {
            switch event {
            case .next(let element):
                try onNext(element)
            case .error(let error):
                fail(error)
            case .completed:
                try beforeCompleting()
                finish(with: .completed)
            }
        } catch {
            fail(error)
        }
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
