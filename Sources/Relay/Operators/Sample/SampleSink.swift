/// One subscription of `sample`: keeps the source's latest element; each tick of the sampler
/// emits it (once), or `defaultValue` if nothing new arrived.
///
/// ```
/// empty ──source next──► holding(element) ──sampler tick──► empty (element emitted)
///   └ sampler tick: defaultValue emitted, if any
/// source completed ──► atEnd: the next tick emits what is held, then completes
/// ```
final class SampleSink<Element: Sendable, Sampler: Sendable>: GatedSink<Element>, @unchecked Sendable {
    // @unchecked: `state` is touched only by the holder of the gate.

    private struct State {
        var latest: Element?
        var isSourceDone = false
    }

    private let defaultValue: Element?
    private let state = SerialBox(State())

    init(observer: Observer<Element>, defaultValue: Element?) {
        self.defaultValue = defaultValue
        super.init(observer: observer)
    }

    func run(source: Observable<Element>, sampler: Observable<Sampler>) -> SampleSink {
        let sourceSubscription = SingleAssignmentDisposable()
        resources.insert(sourceSubscription)
        sourceSubscription.setDisposable(
            source.subscribe(
                gatedObserver { [self] event in
                    guard isActive else { return }
                    switch event {
                    case .next(let element):
                        state.pointer.pointee.latest = element
                    case .error(let error):
                        forwardTerminal(.error(error))
                    case .completed:
                        state.pointer.pointee.isSourceDone = true
                        sourceSubscription.dispose()
                    }
                }
            ))
        resources.insert(sampler.subscribe(gatedObserver { [self] in onSampler($0) }))
        return self
    }

    private func onSampler(_ event: Event<Sampler>) {
        guard isActive else { return }
        if case .error(let error) = event { return forwardTerminal(.error(error)) }
        if let element = state.value.latest ?? defaultValue {
            state.pointer.pointee.latest = nil
            forwardNext(element)
        }
        if state.value.isSourceDone { forwardTerminal(.completed) }
    }
}
