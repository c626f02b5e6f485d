/// A sequence with no elements that completes or fails (RxSwift's `Completable`): work whose
/// only news is that it finished.
///
/// ```swift
/// save(draft).subscribe(onCompleted: { close() }, onError: { show($0) }).disposed(by: bag)
/// ```
public struct Completable: ObservableConvertible {
    @usableFromInline
    let source: Observable<Never>

    /// Wraps a sequence that has no elements.
    @usableFromInline
    init(trusted source: Observable<Never>) {
        self.source = source
    }

    /// The completable as an observable of no elements.
    @inlinable
    public func asObservable() -> Observable<Never> {
        source
    }
}
