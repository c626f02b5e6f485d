import Synchronization

/// One subscription of `combineLatest`: the latest element of each source in a typed slot
/// (no boxing), and a `SerialGate` that lets one source event through at a time.
///
/// Per event: the gate's claim and release (two atomic operations, no lock when
/// uncontended), the slot write, and the combination.
///
/// Completion rule (documented, and different from RxSwift): the result completes when
/// every source has completed, *or as soon as one source completes without ever emitting*,
/// since no combination can follow. RxSwift waits for all sources in that case.
@usableFromInline
final class CombineLatestSink<Result: Sendable>: GatedSink<Result>, @unchecked Sendable {
    // @unchecked: `counters` is touched only by the holder of the gate.

    @usableFromInline
    struct Counters {
        /// Sources that have not emitted yet.
        @usableFromInline var missing: Int
        /// Sources that have not completed yet.
        @usableFromInline var active: Int

        @inlinable
        init(missing: Int, active: Int) {
            self.missing = missing
            self.active = active
        }
    }

    @usableFromInline
    let counters: SerialBox<Counters>

    /// Reads every slot and applies the result selector; `nil` while a slot is empty.
    @usableFromInline
    let combine: @Sendable () throws -> Result?

    @inlinable
    init(observer: Observer<Result>, count: Int, combine: @escaping @Sendable () throws -> Result?) {
        counters = SerialBox(Counters(missing: count, active: count))
        self.combine = combine
        super.init(observer: observer)
    }

    /// Subscribes to `source`, keeping its latest element in `slot`.
    @inlinable
    func subscribe<Value: Sendable>(_ source: Observable<Value>, slot: SerialBox<Value?>) {
        guard !isDisposed.load(ordering: .acquiring) else { return }
        resources.insert(source.subscribe(Observer { [self] event in on(event, slot: slot) }))
    }

    @inlinable
    func on<Value: Sendable>(_ event: Event<Value>, slot: SerialBox<Value?>) {
        gate.run({ handle(event, slot: slot) }, deferring: { { [self] in handle(event, slot: slot) } })
    }

    @inlinable
    func handle<Value: Sendable>(_ event: Event<Value>, slot: SerialBox<Value?>) {
        guard isActive else { return }
        switch event {
        case .next(let element):
            if slot.pointer.pointee == nil { counters.pointer.pointee.missing -= 1 }
            slot.pointer.pointee = element
            guard counters.pointer.pointee.missing == 0 else { return }
            do {
                if let result = try combine() { forwardNext(result) }
            } catch {
                forwardTerminal(.error(error))
            }
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            counters.pointer.pointee.active -= 1
            if counters.pointer.pointee.active == 0 || slot.pointer.pointee == nil {
                forwardTerminal(.completed)
            }
        }
    }
}
