/// Factory functions for disposables.
///
/// ```swift
/// let timer = Disposables.create { source.cancel() }
/// let nothing = Disposables.create()
/// let both = Disposables.create(first, second)
/// ```
public enum Disposables {
    /// A disposable that does nothing, for sequences that hold no resources.
    public static func create() -> any Disposable {
        NopDisposable()
    }

    /// A disposable that runs `action` the first time it is disposed, and never again.
    ///
    /// - Parameter action: The clean-up to run once.
    public static func create(with action: @escaping @Sendable () -> Void) -> any Disposable {
        ActionDisposable(action)
    }

    /// A disposable that disposes all of `disposables` together.
    public static func create(_ disposables: any Disposable...) -> any Disposable {
        CompositeDisposable(disposables)
    }
}
