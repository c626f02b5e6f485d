/// A relay that replays the last elements it accepted to each new subscriber, then every new
/// one (RxRelay's `ReplayRelay`).
///
/// It never errors or completes. `accept` may be called from any thread; deliveries follow
/// the delivery rule described in `RelayBase`.
///
/// ```swift
/// let recent = ReplayRelay<String>.create(bufferSize: 2)
/// recent.accept("a"); recent.accept("b"); recent.accept("c")
/// recent.subscribe(onNext: { print($0) }).disposed(by: bag)  // prints "b", "c"
/// ```
public final class ReplayRelay<Element: Sendable>: RelayBase<Element>, @unchecked Sendable {
    // @unchecked: adds no stored state to `RelayBase`.

    private init(bufferLimit: Int) {
        super.init(core: RelayCore(latest: nil, replay: .buffer, bufferLimit: bufferLimit))
    }

    /// A relay replaying the last `bufferSize` elements (none when `bufferSize` ≤ 0).
    ///
    /// - Complexity: Memory O(`bufferSize`).
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(bufferLimit: bufferSize)
    }

    /// A relay replaying every element it ever accepted. Memory grows with each element.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(bufferLimit: .max)
    }

    /// The elements a new subscriber would be replayed now, oldest first.
    public var replayedElements: [Element] {
        core.replayedElements
    }
}
