/// RxTest's name for a test observable's subscription record, so that
/// `#expect(xs.subscriptions == [Subscription(200, 1000)])` reads as it does there.
public typealias Subscription = SubscriptionRecord
