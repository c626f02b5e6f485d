/// Owns subscriptions and disposes them all when it is deallocated (or on `dispose()`).
///
/// Keep one bag per owner (a view model, a section controller); when the owner goes away,
/// so do its subscriptions.
///
/// ```swift
/// final class ViewModel {
///     private let bag = DisposeBag()
///     init(source: Observable<Int>) {
///         source.subscribe(onNext: { print($0) }).disposed(by: bag)
///     }
/// }
/// ```
public final class DisposeBag: Sendable {
    private struct State {
        var disposables: [any Disposable] = []
        var isDisposed = false
    }

    private let state = Locked(State())

    /// Creates an empty bag.
    public init() {}

    /// Adds `disposable`; if the bag has been disposed, disposes it at once.
    public func insert(_ disposable: any Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            if state.isDisposed { return true }
            state.disposables.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes everything in the bag, in insertion order; later insertions are disposed at
    /// once.
    public func dispose() {
        let disposables = state.withLock { state -> [any Disposable] in
            state.isDisposed = true
            defer { state.disposables = [] }
            return state.disposables
        }
        for disposable in disposables {
            disposable.dispose()
        }
    }

    deinit {
        dispose()
    }
}
