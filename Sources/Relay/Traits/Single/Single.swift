/// A sequence of exactly one element or an error (RxSwift's `Single`): a request that
/// answers once.
///
/// ```swift
/// let product: Single<Product> = Single.create { try await api.product(id: "p-001") }
/// product.subscribe(onSuccess: { show($0) }, onFailure: { show(error: $0) }).disposed(by: bag)
/// ```
///
/// Make one with `Single.create`, `Single.just`, `asSingle()` or `toArray()`; it is an
/// `ObservableConvertible`, so every operator applies (and returns an `Observable`).
public typealias Single<Element: Sendable> = PrimitiveSequence<SingleTrait, Element>

/// The trait of a `Single`: one element, or an error.
public enum SingleTrait {}

/// What a `Single` says: its element, or its error (RxSwift's `SingleEvent`).
public typealias SingleEvent<Element> = Result<Element, any Error>
