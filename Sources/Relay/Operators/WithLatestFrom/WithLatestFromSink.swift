import Synchronization

/// One subscription of `withLatestFrom`: the other source's latest element in a typed slot,
/// and a `SerialGate` that lets one event of either source through at a time.
final class WithLatestFromSink<Element: Sendable, Other: Sendable, Result: Sendable>: GatedSink<Result>,
    @unchecked Sendable
{
    // @unchecked: `latest` is touched only by the holder of the gate.
    let latest = SerialBox<Other?>(nil)

    let resultSelector: @Sendable (Element, Other) throws -> Result

    init(observer: Observer<Result>, resultSelector: @escaping @Sendable (Element, Other) throws -> Result) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    /// Subscribes to the other source first (so an element it replays is there for the
    /// source's first one), then to the source.
    func run(source: Observable<Element>, other: Observable<Other>) -> WithLatestFromSink {
        resources.insert(other.subscribe(gatedObserver { [self] in handleOther($0) }))
        guard !isDisposed.load(ordering: .acquiring) else { return self }
        resources.insert(source.subscribe(gatedObserver { [self] in handleSource($0) }))
        return self
    }

    func handleSource(_ event: Event<Element>) {
        guard isActive else { return }
        switch event {
        case .next(let element):
            guard let value = latest.value else { return }
            do {
                forwardNext(try resultSelector(element, value))
            } catch {
                forwardTerminal(.error(error))
            }
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }

    func handleOther(_ event: Event<Other>) {
        guard isActive else { return }
        switch event {
        case .next(let element):
            latest.value = element
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            break
        }
    }
}
