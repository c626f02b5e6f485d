/// A relay that holds a current value and replays it to each new subscriber.
///
/// It never errors or completes, so it is safe to bind UI to. `accept` may be called from
/// any thread; deliveries follow the delivery rule described in `RelayBase`.
///
/// ```swift
/// let count = BehaviorRelay(value: 0)
/// count.subscribe(onNext: { print($0) })  // prints 0
///     .disposed(by: bag)
/// count.accept(1)                         // prints 1
/// ```
public final class BehaviorRelay<Element: Sendable>: RelayBase<Element>, @unchecked Sendable {
    // @unchecked: adds no stored state to `RelayBase`.

    /// Creates a relay whose current value is `value`.
    public init(value: Element) {
        super.init(core: RelayCore(latest: value, replay: .latest))
    }

    /// The latest accepted element (accepted, perhaps not yet delivered to everyone).
    @inlinable
    public var value: Element {
        core.currentValue
    }
}
