import Synchronization

/// The subscription behind `subscribe(onNext:onError:onCompleted:onDisposed:)`: checks its
/// flags before each handler call, so nothing starts after `dispose()` returns, and calls
/// `onDisposed` exactly once, after a terminal event or on disposal.
@usableFromInline
final class ClosureSubscription<Element: Sendable>: Disposable {
    @usableFromInline let onNext: (@Sendable (Element) -> Void)?
    @usableFromInline let onError: (@Sendable (any Error) -> Void)?
    @usableFromInline let onCompleted: (@Sendable () -> Void)?
    @usableFromInline let onDisposed: (@Sendable () -> Void)?
    @usableFromInline let isStopped = Atomic<Bool>(false)
    @usableFromInline let isDisposed = Atomic<Bool>(false)
    @usableFromInline let upstream = SingleAssignmentDisposable()

    @inlinable
    init(
        onNext: (@Sendable (Element) -> Void)?,
        onError: (@Sendable (any Error) -> Void)?,
        onCompleted: (@Sendable () -> Void)?,
        onDisposed: (@Sendable () -> Void)?
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
    }

    @inlinable
    func attach(to source: Observable<Element>) -> any Disposable {
        upstream.setDisposable(source.subscribe(Observer { [self] in on($0) }))
        return self
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard !isDisposed.load(ordering: .acquiring), !isStopped.load(ordering: .acquiring) else {
            return
        }
        switch event {
        case .next(let element):
            onNext?(element)
        case .error(let error):
            guard !isStopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
            onError?(error)
            dispose()
        case .completed:
            guard !isStopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
            onCompleted?()
            dispose()
        }
    }

    @inlinable
    func dispose() {
        guard !isDisposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        upstream.dispose()
        onDisposed?()
    }
}
