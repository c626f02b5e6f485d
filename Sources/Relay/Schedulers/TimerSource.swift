import Dispatch

/// A one-shot timer shared between its event handler and its disposable.
struct TimerSource: @unchecked Sendable {
    // @unchecked: `DispatchSourceTimer` is thread-safe (Dispatch serializes its calls), but
    // not marked `Sendable`.
    let source: any DispatchSourceTimer

    init(_ source: any DispatchSourceTimer) {
        self.source = source
    }
}
