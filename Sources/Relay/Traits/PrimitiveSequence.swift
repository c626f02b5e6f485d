/// A sequence that promises a shape, named by its `Trait`: the one type behind `Single`,
/// `Maybe`, `Completable` and `Infallible` (RxSwift's `PrimitiveSequence`).
///
/// You use it through those names; each trait's members (`Single.create`, `Maybe.just`,
/// `Completable.empty`, `subscribe(onSuccess:onFailure:onDisposed:)`) live in extensions
/// constrained to its `Trait`:
///
/// ```swift
/// let answer: Single<Int> = .just(42)
/// let nothing = Completable.empty()
/// ```
///
/// Every trait is an `ObservableConvertible`, so every operator applies (and returns an
/// `Observable`).
public struct PrimitiveSequence<Trait, Element: Sendable>: ObservableConvertible {
    let source: Observable<Element>

    /// Wraps a sequence that already keeps the trait's promise.
    init(trusted source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an observable, which keeps the trait's promise.
    public func asObservable() -> Observable<Element> {
        source
    }

    /// A sequence that never sends anything.
    public static func never() -> PrimitiveSequence {
        PrimitiveSequence(trusted: .never())
    }
}
