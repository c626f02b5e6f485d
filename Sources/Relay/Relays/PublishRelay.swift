/// A relay that delivers each accepted element to its current subscribers, with no replay.
///
/// It never errors or completes. Threading guarantees are those of `BehaviorRelay`.
///
/// ```swift
/// let taps = PublishRelay<Int>()
/// taps.subscribe(onNext: { print("tapped", $0) }).disposed(by: bag)
/// taps.accept(3)  // prints "tapped 3"
/// ```
public final class PublishRelay<Element: Sendable>: ObservableConvertible {
    @usableFromInline
    let core: RelayCore<Element>

    /// Creates a relay with no subscribers.
    public init() {
        core = RelayCore(latest: nil, replay: .none)
    }

    /// Delivers `element` to every current subscriber.
    ///
    /// Returns after `element` was delivered, unless called from a handler on the delivering
    /// thread (then it is queued and delivered next, in order); see `BehaviorRelay`.
    ///
    /// - Complexity: O(*s*) for *s* subscribers; no allocation on the uncontended path.
    @inlinable
    public func accept(_ element: Element) {
        core.accept(element)
    }

    /// Calls `onNext` with every element accepted from now on.
    ///
    /// - Returns: The subscription; dispose it to stop deliveries.
    @inlinable
    public func subscribe(onNext: @escaping @Sendable (Element) -> Void) -> any Disposable {
        core.subscribe(onNext)
    }

    deinit {
        core.removeAll()
    }

    /// The relay as an observable that never terminates.
    @inlinable
    public func asObservable() -> Observable<Element> {
        core.observable
    }
}
