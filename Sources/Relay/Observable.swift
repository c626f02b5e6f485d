/// A push-based sequence of elements over time, in the vocabulary of RxSwift.
///
/// An observable is a cheap, immutable, `Sendable` value describing how to produce events;
/// nothing happens until someone subscribes. Each subscription follows the grammar
/// `next* (error | completed)?`.
///
/// ```swift
/// let bag = DisposeBag()
/// Observable.from([1, 2, 3])
///     .map { $0 * 10 }
///     .subscribe(onNext: { print($0) })
///     .disposed(by: bag)
/// ```
///
/// Elements cross threads, so they are `Sendable`; every handler passed to `subscribe`,
/// operators and schedulers is `@Sendable`.
public struct Observable<Element: Sendable>: ObservableConvertible {
    @usableFromInline
    let subscribeHandler: @Sendable (Observer<Element>) -> any Disposable

    /// Wraps a producer that already obeys the event grammar and the dispose contract
    /// (relays do); everything else goes through `create`, which enforces both.
    @inlinable
    init(trustedSubscribe: @escaping @Sendable (Observer<Element>) -> any Disposable) {
        self.subscribeHandler = trustedSubscribe
    }

    /// Starts the sequence for one observer.
    ///
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription; dispose it to stop receiving events.
    @inlinable
    public func subscribe(_ observer: Observer<Element>) -> any Disposable {
        subscribeHandler(observer)
    }

    /// Returns `self`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        self
    }
}
