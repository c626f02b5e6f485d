/// Holds one disposable that arrives later; disposing before it arrives disposes it as soon
/// as it is set.
///
/// Useful when a subscription may end (and want to release its upstream) before the
/// upstream's `subscribe` has even returned its disposable.
///
/// - Precondition: `setDisposable(_:)` is called at most once.
public final class SingleAssignmentDisposable: Disposable {
    private enum State {
        case empty
        case assigned(any Disposable)
        case disposed
        case assignedAndDisposed
    }

    private let state = Locked<State>(.empty)

    /// Creates an empty holder.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        state.withLock { state in
            switch state {
            case .disposed, .assignedAndDisposed: return true
            case .empty, .assigned: return false
            }
        }
    }

    /// Stores `disposable`, or disposes it at once if this holder is already disposed.
    public func setDisposable(_ disposable: any Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            switch state {
            case .empty:
                state = .assigned(disposable)
                return false
            case .disposed:
                state = .assignedAndDisposed
                return true
            case .assigned, .assignedAndDisposed:
                preconditionFailure("SingleAssignmentDisposable was assigned twice")
            }
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes the stored disposable, now or when it arrives.
    public func dispose() {
        let assigned = state.withLock { state -> (any Disposable)? in
            switch state {
            case .empty:
                state = .disposed
                return nil
            case .assigned(let disposable):
                state = .assignedAndDisposed
                return disposable
            case .disposed, .assignedAndDisposed:
                return nil
            }
        }
        assigned?.dispose()
    }
}
