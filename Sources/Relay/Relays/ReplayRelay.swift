/// A relay that replays the last elements it accepted to each new subscriber, then every new
/// one (RxRelay's `ReplayRelay`).
///
/// It never errors or completes. Threading guarantees are those of `BehaviorRelay`.
///
/// ```swift
/// let recent = ReplayRelay<String>.create(bufferSize: 2)
/// recent.accept("a"); recent.accept("b"); recent.accept("c")
/// recent.subscribe(onNext: { print($0) }).disposed(by: bag)  // prints "b", "c"
/// ```
public final class ReplayRelay<Element: Sendable>: ObservableConvertible {
    @usableFromInline
    let core: RelayCore<Element>

    private init(bufferLimit: Int) {
        core = RelayCore(latest: nil, replay: .buffer, bufferLimit: bufferLimit)
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

    /// Remembers `element` for replay and delivers it to every subscriber.
    ///
    /// Returns after `element` was delivered, unless called from a handler on the delivering
    /// thread (then it is queued and delivered next, in order); see `BehaviorRelay`.
    ///
    /// - Complexity: O(*s*) for *s* subscribers.
    @inlinable
    public func accept(_ element: Element) {
        core.accept(element)
    }

    /// Calls `onNext` with the replayed elements, then with every accepted element.
    ///
    /// - Returns: The subscription; dispose it to stop deliveries.
    @inlinable
    public func subscribe(onNext: @escaping @Sendable (Element) -> Void) -> any Disposable {
        core.subscribe(onNext)
    }

    deinit {
        core.removeAll()
    }

    /// The relay as an observable that replays, then never terminates.
    @inlinable
    public func asObservable() -> Observable<Element> {
        core.observable
    }
}
