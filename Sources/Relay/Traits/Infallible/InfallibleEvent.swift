/// What an `Infallible` says (RxSwift's `InfallibleEvent`).
public enum InfallibleEvent<Element: Sendable>: Sendable {
    /// An element.
    case next(Element)
    /// The sequence ended.
    case completed
}
