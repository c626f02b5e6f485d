/// One subscription of `take(until:)`: the source's events pass until the other sequence
/// emits, which completes the result.
///
/// ```
/// running ──other emits──► done (completed)
///    │ other completes: keeps running, without the other
///    └ source terminates or other fails ──► done
/// ```
final class TakeUntilSink<Element: Sendable, Other: Sendable>: GatedSink<Element>, @unchecked Sendable {
    // @unchecked: no state beyond the base's; events run holding the gate.

    /// Subscribes to `other` first (so it can stop the source before its first element),
    /// then to the source.
    func run(source: Observable<Element>, other: Observable<Other>) -> TakeUntilSink {
        let otherSubscription = SingleAssignmentDisposable()
        resources.insert(otherSubscription)
        otherSubscription.setDisposable(
            other.subscribe(
                gatedObserver { [self] event in
                    switch event {
                    case .next: forwardTerminal(.completed)
                    case .error(let error): forwardTerminal(.error(error))
                    case .completed: otherSubscription.dispose()
                    }
                }
            ))
        guard !isDisposed.load(ordering: .acquiring) else { return self }
        resources.insert(source.subscribe(gatedObserver { [self] in forward($0) }))
        return self
    }
}
