/// What a `Maybe` says (RxSwift's `MaybeEvent`).
public enum MaybeEvent<Element: Sendable>: Sendable {
    /// The element; the maybe ends.
    case success(Element)
    /// The maybe failed.
    case error(any Error)
    /// The maybe ended without an element.
    case completed
}
