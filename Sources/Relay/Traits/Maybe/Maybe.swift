/// A sequence of at most one element: an element, or completion without one, or an error
/// (RxSwift's `Maybe`): a lookup that may find nothing.
///
/// ```swift
/// let cached: Maybe<Product> = Maybe.create { maybe in
///     if let product = cache[id] { maybe(.success(product)) } else { maybe(.completed) }
///     return Disposables.create()
/// }
/// ```
public struct Maybe<Element: Sendable>: ObservableConvertible {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps a sequence that already emits at most one element.
    @usableFromInline
    init(trusted source: Observable<Element>) {
        self.source = source
    }

    /// The maybe as an observable: one element and completion, completion alone, or an
    /// error.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}
