import Synchronization

/// A disposable that only remembers whether it was disposed; scheduled work checks it before
/// running.
///
/// ```swift
/// let cancel = BooleanDisposable()
/// queue.async { if !cancel.isDisposed { work() } }
/// ```
public final class BooleanDisposable: Disposable {
    private let disposed = Atomic<Bool>(false)

    /// Creates a disposable that is not yet disposed.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Marks the disposable as disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
