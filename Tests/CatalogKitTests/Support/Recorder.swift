import Relay

/// Collects what a subscription delivers, from any thread.
final class Recorder<Element: Sendable>: Sendable {
    private let state = Locked<(elements: [Element], errors: [any Error])>(([], []))

    var elements: [Element] { state.withLock { $0.elements } }
    var errors: [any Error] { state.withLock { $0.errors } }

    func record<Source: ObservableConvertible>(_ source: Source) -> any Disposable
    where Source.Element == Element {
        source.subscribe(
            onNext: { element in self.state.withLock { $0.elements.append(element) } },
            onError: { error in self.state.withLock { $0.errors.append(error) } }
        )
    }
}
