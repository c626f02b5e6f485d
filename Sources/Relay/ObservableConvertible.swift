/// A type that can present itself as an `Observable`: observables, relays and drivers.
///
/// Operators are defined on this protocol, so `relay.map { … }` reads the same as
/// `observable.map { … }`.
public protocol ObservableConvertible<Element>: Sendable {
    /// The type of the elements.
    associatedtype Element: Sendable

    /// The sequence this value represents.
    func asObservable() -> Observable<Element>
}
