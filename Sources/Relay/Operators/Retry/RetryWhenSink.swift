/// One subscription of `retry(when:)`: on an error of the matching type, the error goes to
/// the notification handler's sequence; its next element resubscribes the source, its
/// error or completion ends the result.
///
/// ```
/// running ──error (matching)──► waiting ──trigger element──► running (resubscribed)
///    │                              └ trigger error / completion ──► done
///    └ completion, or an error of another type ──► done
/// ```
/// A trigger element that comes while running is dropped (RxSwift's notifier is a subject
/// listened to only while waiting); a trigger that ended while running ends the result at
/// the next error.
final class RetryWhenSink<Element: Sendable, Failure: Error, Trigger: Sendable>: GatedSink<Element>,
    @unchecked Sendable
{
    // @unchecked: `state` is touched only by the holder of the gate.

    private enum State {
        case running
        case waiting
        case done
    }

    private let source: Observable<Element>
    private let errors = Multicast<Failure>()
    private let state = SerialBox(State.running)
    private let triggerEnd = SerialBox<Event<Trigger>?>(nil)
    private let current = SerialDisposable()

    init(source: Observable<Element>, observer: Observer<Element>) {
        self.source = source
        super.init(observer: observer)
        resources.insert(current)
    }

    func run(handler: (Observable<Failure>) -> Observable<Trigger>) -> RetryWhenSink {
        resources.insert(
            handler(errors.observable).subscribe(
                gatedObserver { [self] in onTrigger($0) }
            ))
        serialize { [self] in subscribeSource() }
        return self
    }

    /// Holder of the gate only.
    private func subscribeSource() {
        guard isActive else { return }
        state.value = .running
        current.disposable = source.subscribe(
            gatedObserver { [self] in onSource($0) })
    }

    private func onSource(_ event: Event<Element>) {
        guard isActive, case .running = state.value else { return }
        switch event {
        case .next(let element):
            forwardNext(element)
        case .completed:
            state.value = .done
            forwardTerminal(.completed)
        case .error(let error):
            guard let failure = error as? Failure else {
                state.value = .done
                return forwardTerminal(.error(error))
            }
            if let end = triggerEnd.value {
                state.value = .done
                return forwardTerminal(end.error.map { .error($0) } ?? .completed)
            }
            state.value = .waiting
            current.disposable = Disposables.create()
            errors.on(.next(failure))
        }
    }

    private func onTrigger(_ event: Event<Trigger>) {
        guard isActive else { return }
        switch (event, state.value) {
        case (.next, .waiting):
            subscribeSource()
        case (.next, .running), (.next, .done):
            break
        case (.error(let error), .waiting):
            state.value = .done
            forwardTerminal(.error(error))
        case (.completed, .waiting):
            state.value = .done
            forwardTerminal(.completed)
        case (_, .running), (_, .done):
            triggerEnd.value = event
        }
    }

    override func dispose() {
        super.dispose()
        errors.on(.completed)
    }
}
