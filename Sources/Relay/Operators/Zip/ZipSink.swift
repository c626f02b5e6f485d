import Synchronization

/// One subscription of `zip`: a typed queue per source and a `SerialGate` that lets one
/// source event through at a time.
///
/// Completion follows RxSwift: when every source has completed, or when an element arrives
/// that can never be paired because every other source has completed.
final class ZipSink<Result: Sendable>: GatedSink<Result>, @unchecked Sendable {
    // @unchecked: the queues are touched only by the holder of the gate.

    let queues: [ZipQueueBase]

    /// Takes the oldest element of every queue and applies the result selector; called only
    /// when no queue is empty.
    let combine: @Sendable () throws -> Result?

    init(
        observer: Observer<Result>, queues: [ZipQueueBase], combine: @escaping @Sendable () throws -> Result?
    ) {
        self.queues = queues
        self.combine = combine
        super.init(observer: observer)
    }

    /// Subscribes to `source`, queueing its elements in `queue`.
    func subscribe<Value: Sendable>(_ source: Observable<Value>, queue: ZipQueue<Value>) {
        guard !isDisposed.load(ordering: .acquiring) else { return }
        resources.insert(source.subscribe(Observer { [self] event in on(event, queue: queue) }))
    }

    func on<Value: Sendable>(_ event: Event<Value>, queue: ZipQueue<Value>) {
        gate.run({ handle(event, queue: queue) }, deferring: { { [self] in handle(event, queue: queue) } })
    }

    func handle<Value: Sendable>(_ event: Event<Value>, queue: ZipQueue<Value>) {
        guard isActive else { return }
        switch event {
        case .next(let element):
            queue.append(element)
            if queues.allSatisfy({ $0.count > 0 }) {
                do {
                    if let result = try combine() { forwardNext(result) }
                } catch {
                    forwardTerminal(.error(error))
                }
            } else if queues.allSatisfy({ $0 === queue || $0.isDone }) {
                forwardTerminal(.completed)
            }
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            queue.isDone = true
            if queues.allSatisfy({ $0.isDone }) { forwardTerminal(.completed) }
        }
    }
}
