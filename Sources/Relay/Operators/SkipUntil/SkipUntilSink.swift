/// One subscription of `skip(until:)`: the source's elements are dropped until the other
/// sequence emits.
///
/// ```
/// skipping ──other emits──► open ──source events──► forwarded
///    │ other completes: stays skipping (the result will never emit)
///    └ source completes while skipping: the result ends without completing (RxSwift)
/// ```
final class SkipUntilSink<Element: Sendable, Other: Sendable>: GatedSink<Element>, @unchecked Sendable {
    // @unchecked: `state` is touched only by the holder of the gate.

    private enum State {
        case skipping
        case open
    }

    private let state = SerialBox(State.skipping)

    func run(source: Observable<Element>, other: Observable<Other>) -> SkipUntilSink {
        resources.insert(source.subscribe(gatedObserver { [self] in onSource($0) }))
        let otherSubscription = SingleAssignmentDisposable()
        resources.insert(otherSubscription)
        otherSubscription.setDisposable(
            other.subscribe(
                gatedObserver { [self] event in
                    guard isActive else { return }
                    switch event {
                    case .next:
                        state.value = .open
                        otherSubscription.dispose()
                    case .error(let error):
                        forwardTerminal(.error(error))
                    case .completed:
                        otherSubscription.dispose()
                    }
                }
            ))
        return self
    }

    private func onSource(_ event: Event<Element>) {
        guard isActive else { return }
        switch (event, state.value) {
        case (.next(let element), .open):
            forwardNext(element)
        case (.next, .skipping):
            break
        case (.error(let error), _):
            forwardTerminal(.error(error))
        case (.completed, .open):
            forwardTerminal(.completed)
        case (.completed, .skipping):
            dispose()
        }
    }
}
