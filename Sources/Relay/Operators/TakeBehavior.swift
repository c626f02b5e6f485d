/// Whether `take(until:behavior:)` and `take(while:behavior:)` also emit the element that
/// ends the sequence (RxSwift's `TakeBehavior`).
public enum TakeBehavior: Sendable {
    /// The element that ends the sequence is emitted before completion.
    case inclusive
    /// The element that ends the sequence is not emitted.
    case exclusive
}
