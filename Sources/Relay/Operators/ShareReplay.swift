/// The connection behind `share(replay:)`. Every change of subscribers and every source
/// event runs as a job of one `SerialDrain`, so replays and live events reach each
/// subscriber in a consistent order and never concurrently.
final class ShareReplay<Element: Sendable>: Sendable {
    private struct Member: Sendable {
        let key: Int
        let observer: Observer<Element>
        let isDisposed: BooleanDisposable
    }

    private struct State: Sendable {
        var members: [Member] = []
        var buffer: [Element] = []
        var connection: SingleAssignmentDisposable?
        var generation = 0
        var nextKey = 0
    }

    private let source: Observable<Element>
    private let bufferSize: Int
    private let drain = SerialDrain()
    private let state = Locked(State())

    init(source: Observable<Element>, bufferSize: Int) {
        self.source = source
        self.bufferSize = bufferSize
    }

    func subscribe(_ observer: Observer<Element>) -> any Disposable {
        let isDisposed = BooleanDisposable()
        let key = state.withLock { state -> Int in
            defer { state.nextKey += 1 }
            return state.nextKey
        }
        drain.run { [self] in
            if isDisposed.isDisposed { return }
            let (replay, connect) = state.withLock {
                state -> ([Element], (SingleAssignmentDisposable, Int)?) in
                state.members.append(Member(key: key, observer: observer, isDisposed: isDisposed))
                guard state.connection == nil else { return (state.buffer, nil) }
                let connection = SingleAssignmentDisposable()
                state.connection = connection
                state.generation += 1
                return (state.buffer, (connection, state.generation))
            }
            for element in replay where !isDisposed.isDisposed {
                observer.onNext(element)
            }
            if let (connection, generation) = connect {
                connection.setDisposable(
                    source.subscribe(Observer { [self] event in forward(event, generation: generation) })
                )
            }
        }
        return Disposables.create { [self] in
            isDisposed.dispose()
            let connection = state.withLock { state -> SingleAssignmentDisposable? in
                state.members.removeAll { $0.key == key }
                guard state.members.isEmpty, let connection = state.connection else { return nil }
                state.connection = nil
                state.buffer = []
                return connection
            }
            connection?.dispose()
        }
    }

    private func forward(_ event: Event<Element>, generation: Int) {
        drain.run { [self] in
            let bufferSize = self.bufferSize
            let members = state.withLock { state -> [Member] in
                guard state.generation == generation, state.connection != nil else { return [] }
                switch event {
                case .next(let element):
                    if bufferSize > 0 {
                        state.buffer.append(element)
                        if state.buffer.count > bufferSize { state.buffer.removeFirst() }
                    }
                    return state.members
                case .error, .completed:
                    defer {
                        state.members = []
                        state.buffer = []
                        state.connection = nil
                    }
                    return state.members
                }
            }
            for member in members where !member.isDisposed.isDisposed {
                member.observer.on(event)
            }
        }
    }
}
