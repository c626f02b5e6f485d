/// A minimal subject for operator internals (`retry(when:)`): an observable that forwards
/// the events it is given to its current observers, and remembers a terminal event for late
/// ones. Its producer is one operator sink, which sends one event at a time.
final class Multicast<Element: Sendable>: Sendable {
    private struct State {
        var observers: [Int: Observer<Element>] = [:]
        var nextKey = 0
        var terminal: Event<Element>?
    }

    private let state = Locked(State())

    /// Delivers `event` to every current observer; a terminal event is remembered.
    func on(_ event: Event<Element>) {
        let observers = state.withLock { state -> [Observer<Element>] in
            if state.terminal != nil { return [] }
            if event.isStopEvent { state.terminal = event }
            let observers = state.observers.sorted { $0.key < $1.key }.map(\.value)
            if event.isStopEvent { state.observers = [:] }
            return observers
        }
        for observer in observers { observer.on(event) }
    }

    /// The events from now on (a late observer gets the terminal event at once).
    var observable: Observable<Element> {
        Observable.create { [self] observer in
            let (key, terminal) = state.withLock { state -> (Int, Event<Element>?) in
                if let terminal = state.terminal { return (-1, terminal) }
                defer { state.nextKey += 1 }
                state.observers[state.nextKey] = observer
                return (state.nextKey, nil)
            }
            if let terminal {
                observer.on(terminal)
                return Disposables.create()
            }
            return Disposables.create { [self] in
                state.withLock { _ = $0.observers.removeValue(forKey: key) }
            }
        }
    }
}
