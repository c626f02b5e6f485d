/// One thing an observable sequence says to its observer.
///
/// A sequence follows the grammar `next* (error | completed)?`: any number of elements, then
/// at most one terminal event, after which nothing more is delivered. `Observable.create`
/// and every operator enforce it, so an observer never sees an element after a terminal event.
///
/// ```swift
/// let events: [Event<Int>] = [.next(1), .next(2), .completed]
/// ```
public enum Event<Element: Sendable>: Sendable {
    /// An element of the sequence.
    case next(Element)
    /// The sequence failed; nothing follows.
    case error(any Error)
    /// The sequence ended normally; nothing follows.
    case completed

    /// The element of a `.next` event, `nil` for terminal events.
    public var element: Element? {
        if case .next(let element) = self { return element }
        return nil
    }

    /// The error of an `.error` event, `nil` otherwise.
    public var error: (any Error)? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this event ends the sequence (`.error` or `.completed`).
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// Transforms the element of a `.next` event, keeping terminal events as they are.
    ///
    /// - Parameter transform: Applied to the element of a `.next` event.
    /// - Returns: The transformed event.
    public func map<Result: Sendable>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do {
                return .next(try transform(element))
            } catch {
                return .error(error)
            }
        case .error(let error):
            return .error(error)
        case .completed:
            return .completed
        }
    }
}
