/// Errors that Relay's own operators produce (RxSwift's `RxError`).
public enum RelayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `timeout` saw no element within its due time.
    case timeout
    /// A `Single` (or `asSingle()`) completed without an element.
    case noElements
    /// A `Single` or `Maybe` (or `asSingle()`, `asMaybe()`) received a second element.
    case moreThanOneElement

    /// A sentence saying what happened.
    public var description: String {
        switch self {
        case .timeout: return "the sequence timed out"
        case .noElements: return "the sequence completed without an element where one was expected"
        case .moreThanOneElement: return "the sequence emitted more than one element where one was expected"
        }
    }
}
