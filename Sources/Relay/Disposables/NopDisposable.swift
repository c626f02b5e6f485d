/// Disposing it does nothing.
struct NopDisposable: Disposable {
    func dispose() {}
}
