/// A sequence of at most one element: an element, or completion without one, or an error
/// (RxSwift's `Maybe`): a lookup that may find nothing.
///
/// ```swift
/// let cached: Maybe<Product> = Maybe.create { maybe in
///     if let product = cache[id] { maybe(.success(product)) } else { maybe(.completed) }
///     return Disposables.create()
/// }
/// ```
public typealias Maybe<Element: Sendable> = PrimitiveSequence<MaybeTrait, Element>

/// The trait of a `Maybe`: one element, completion without one, or an error.
public enum MaybeTrait {}
