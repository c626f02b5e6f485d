/// A sequence that never fails (RxSwift's `Infallible`): elements, then perhaps completion,
/// never an error. Unlike a `Driver` it keeps its source's threads and does not share.
///
/// ```swift
/// let titles: Infallible<String> = titleRelay.asInfallible()
/// titles.subscribe(onNext: { print($0) }).disposed(by: bag)
/// ```
public typealias Infallible<Element: Sendable> = PrimitiveSequence<InfallibleTrait, Element>

/// The trait of an `Infallible`: elements, then perhaps completion, never an error.
public enum InfallibleTrait {}
