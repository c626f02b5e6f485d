/// A sequence with no elements that completes or fails (RxSwift's `Completable`): work whose
/// only news is that it finished.
///
/// ```swift
/// save(draft).subscribe(onCompleted: { close() }, onError: { show($0) }).disposed(by: bag)
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// The trait of a `Completable`: completion or an error, no elements.
public enum CompletableTrait {}
