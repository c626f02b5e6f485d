/// Holds one replaceable disposable: setting a new one disposes the previous one.
///
/// ```swift
/// let current = SerialDisposable()
/// current.disposable = search(query).subscribe(onNext: show)  // cancels the last search
/// ```
public final class SerialDisposable: Disposable {
    private struct State {
        var current: (any Disposable)?
        var isDisposed = false
    }

    private let state = Locked(State())

    /// Creates an empty serial disposable.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// The current disposable. Setting it disposes the previous one; once this serial
    /// disposable is disposed, anything set is disposed immediately.
    public var disposable: any Disposable {
        get { state.withLock { $0.current } ?? NopDisposable() }
        set {
            let (previous, disposeNew) = state.withLock { state -> ((any Disposable)?, Bool) in
                if state.isDisposed { return (nil, true) }
                defer { state.current = newValue }
                return (state.current, false)
            }
            previous?.dispose()
            if disposeNew { newValue.dispose() }
        }
    }

    /// Disposes the current disposable and everything set later.
    public func dispose() {
        let current = state.withLock { state -> (any Disposable)? in
            if state.isDisposed { return nil }
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
