import Synchronization

/// Stands between a producer and its observer: forwards events until the first terminal
/// event or until disposed, then drops everything, and releases the producer's resources
/// after a terminal event.
@usableFromInline
final class GrammarSink<Element: Sendable>: Disposable {
    @usableFromInline let observer: Observer<Element>
    @usableFromInline let isStopped = Atomic<Bool>(false)
    @usableFromInline let isDisposed = Atomic<Bool>(false)
    @usableFromInline let upstream = SingleAssignmentDisposable()

    @inlinable
    init(observer: Observer<Element>) {
        self.observer = observer
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard !isDisposed.load(ordering: .acquiring), !isStopped.load(ordering: .acquiring) else {
            return
        }
        if case .next = event {
            observer.on(event)
            return
        }
        guard !isStopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        observer.on(event)
        upstream.dispose()
    }

    @inlinable
    func setUpstream(_ disposable: any Disposable) {
        upstream.setDisposable(disposable)
    }

    @inlinable
    func dispose() {
        isDisposed.store(true, ordering: .releasing)
        upstream.dispose()
    }
}
