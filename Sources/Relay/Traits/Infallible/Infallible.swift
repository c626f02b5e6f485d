/// A sequence that never fails (RxSwift's `Infallible`): elements, then perhaps completion,
/// never an error. Unlike a `Driver` it keeps its source's threads and does not share.
///
/// ```swift
/// let titles: Infallible<String> = titleRelay.asInfallible()
/// titles.subscribe(onNext: { print($0) }).disposed(by: bag)
/// ```
public struct Infallible<Element: Sendable>: ObservableConvertible {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps a sequence that already never fails.
    @usableFromInline
    init(trusted source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an observable (one that never sends an error).
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}
