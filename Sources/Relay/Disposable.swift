/// A resource that can be released: a subscription, a scheduled action, a binding.
///
/// `dispose()` is idempotent and thread-safe. For subscriptions it guarantees: once
/// `dispose()` returns, no new delivery starts to that subscription (one already running on
/// another thread may finish), and disposing from inside the subscription's own handler
/// stops everything after the current event.
public protocol Disposable: Sendable {
    /// Releases the resource. Calling it again does nothing.
    func dispose()
}
