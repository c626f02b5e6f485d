/// What a `Completable` says (RxSwift's `CompletableEvent`).
public enum CompletableEvent: Sendable {
    /// The work failed.
    case error(any Error)
    /// The work finished.
    case completed
}
