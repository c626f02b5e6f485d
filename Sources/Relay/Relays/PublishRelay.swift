/// A relay that delivers each accepted element to its current subscribers, with no replay.
///
/// It never errors or completes. `accept` may be called from any thread; deliveries follow
/// the delivery rule described in `RelayBase`.
///
/// ```swift
/// let taps = PublishRelay<Int>()
/// taps.subscribe(onNext: { print("tapped", $0) }).disposed(by: bag)
/// taps.accept(3)  // prints "tapped 3"
/// ```
public final class PublishRelay<Element: Sendable>: RelayBase<Element>, @unchecked Sendable {
    // @unchecked: adds no stored state to `RelayBase`.

    /// Creates a relay with no subscribers.
    public init() {
        super.init(core: RelayCore(latest: nil, replay: .none))
    }
}
