/// A type that can present itself as an `Observer`: observers, and test recorders such as
/// `RelayTesting.TestableObserver` (RxSwift's `ObserverType`).
///
/// Anything conforming can be passed to `subscribe(_:)`, `bind(to:)` and `drive(_:)`:
///
/// ```swift
/// let recorder = scheduler.createObserver(Int.self)
/// relay.subscribe(recorder).disposed(by: bag)
/// ```
public protocol ObserverConvertible<Element>: Sendable {
    /// The type of the elements observed.
    associatedtype Element: Sendable

    /// The observer this value represents.
    func asObserver() -> Observer<Element>
}
