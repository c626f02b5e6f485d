import Relay

/// One of the view model's repository queries, kept so it can be started again: after the
/// page loaded, a query that fails (its product was removed) waits for the product to come
/// back and then starts over.
@MainActor
final class LiveQuery<Value: Sendable> {
    let makeSource: @Sendable () -> Observable<Value>
    let onNext: @MainActor (ProductDetailViewModel, Value) -> Void
    let onError: @MainActor (ProductDetailViewModel, ProductDetailFailure, _ isFirst: Bool) -> Void
    /// The running subscription: to the query, or to the catalog updates while waiting.
    let subscription = SerialDisposable()

    init(
        makeSource: @escaping @Sendable () -> Observable<Value>,
        onNext: @escaping @MainActor (ProductDetailViewModel, Value) -> Void,
        onError: @escaping @MainActor (ProductDetailViewModel, ProductDetailFailure, _ isFirst: Bool) -> Void
    ) {
        self.makeSource = makeSource
        self.onNext = onNext
        self.onError = onError
    }
}
