/// When a test observable was subscribed and, if it was, disposed.
public struct SubscriptionRecord: Equatable, Sendable, CustomStringConvertible {
    /// The tick of the subscription.
    public let subscribed: Int
    /// The tick of the disposal, `nil` while still subscribed.
    public let disposed: Int?

    /// Creates a record.
    public init(_ subscribed: Int, _ disposed: Int? = nil) {
        self.subscribed = subscribed
        self.disposed = disposed
    }

    /// `(200, 1000)`, or `(200, …)` while subscribed.
    public var description: String {
        "(\(subscribed), \(disposed.map(String.init) ?? "…"))"
    }

    /// RxTest's name for `subscribed`.
    public var subscribe: Int { subscribed }

    /// RxTest's name for `disposed`; `Int.max` while still subscribed, as in RxTest.
    public var unsubscribe: Int { disposed ?? .max }
}
