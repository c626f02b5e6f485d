import Synchronization

/// Stands between a producer and its observer: forwards events until the first terminal
/// event or until disposed, then drops everything, and releases the producer's resources
/// after a terminal event.
final class GrammarSink<Element: Sendable>: Disposable {
    let observer: Observer<Element>
    let isStopped = Atomic<Bool>(false)
    let isDisposed = Atomic<Bool>(false)
    let upstream = SingleAssignmentDisposable()

    init(observer: Observer<Element>) {
        self.observer = observer
    }

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

    func setUpstream(_ disposable: any Disposable) {
        upstream.setDisposable(disposable)
    }

    func dispose() {
        isDisposed.store(true, ordering: .releasing)
        upstream.dispose()
    }
}
