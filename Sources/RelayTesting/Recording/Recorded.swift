import Relay

/// A value stamped with the virtual tick it happened at.
///
/// Arrays of recorded events compare with `==`, so `#expect(observer.events == [...])`
/// reads like a marble diagram.
///
/// ```swift
/// let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(300)]
/// ```
public struct Recorded<Value> {
    /// The tick.
    public let time: Int
    /// What happened.
    public let value: Value

    /// Stamps `value` with `time`.
    public init(time: Int, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: CustomStringConvertible {
    /// `value @ time`, for readable test failures.
    public var description: String {
        "\(value) @ \(time)"
    }
}

extension Recorded {
    /// An element at `time`.
    public static func next<Element: Sendable>(_ time: Int, _ element: Element) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// Completion at `time`; `type` names the element type where nothing else does.
    public static func completed<Element: Sendable>(
        _ time: Int, _ type: Element.Type = Element.self
    ) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// Failure with `error` at `time`; `type` names the element type where nothing else does.
    public static func error<Element: Sendable>(
        _ time: Int, _ error: any Error, _ type: Element.Type = Element.self
    ) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }

    /// The events given, as an array (RxTest's `Recorded.events(…)`).
    ///
    /// ```swift
    /// let expected = Recorded.events(.next(210, 1), .completed(300))
    /// ```
    public static func events<Element: Sendable>(
        _ recordedEvents: Recorded<Event<Element>>...
    ) -> [Recorded<Event<Element>>] where Value == Event<Element> {
        recordedEvents
    }
}
