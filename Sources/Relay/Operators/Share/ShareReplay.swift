import Synchronization

/// The connection behind `share(replay:)`: one subscription to the source, shared by all
/// subscribers, and a replay buffer.
///
/// Every change (a subscriber arriving or leaving, a source event) runs holding its
/// `SerialGate`'s role, so replays and live events reach each subscriber in a consistent order and
/// never concurrently. Arriving and leaving never wait (they queue behind a delivery in
/// progress); source events wait their turn like a relay's `accept`. Subscribers sit in a
/// list with O(1) amortized removal, so thousands of `Driver` subscribers come and go in
/// linear time.
final class ShareReplay<Element: Sendable>: @unchecked Sendable {
    // @unchecked: `state` is touched only by the holder of the gate.

    /// One subscriber: its observer, its disposed flag, its slot in the list.
    private final class Member: Disposable, @unchecked Sendable {
        // @unchecked: `slot` is touched only by the holder of the owner's gate.
        let observer: Observer<Element>
        let isDisposed = Atomic<Bool>(false)
        weak let owner: ShareReplay?
        var slot = -1

        init(observer: Observer<Element>, owner: ShareReplay) {
            self.observer = observer
            self.owner = owner
        }

        func dispose() {
            guard !isDisposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
            guard let owner else { return }
            owner.gate.runOrQueue(
                { owner.remove(self) }, deferring: { { [owner, self] in owner.remove(self) } })
        }
    }

    private struct State {
        var members: ContiguousArray<Member?> = []
        var liveCount = 0
        var buffer: ReplayBuffer<Element>
        var connection: SingleAssignmentDisposable?
        var generation = 0
    }

    private let gate = SerialGate(claiming: .underLock)
    private let source: Observable<Element>
    private let state: SerialBox<State>

    init(source: Observable<Element>, bufferSize: Int) {
        self.source = source
        state = SerialBox(State(buffer: ReplayBuffer(limit: bufferSize)))
    }

    func subscribe(_ observer: Observer<Element>) -> any Disposable {
        let member = Member(observer: observer, owner: self)
        gate.runOrQueue({ add(member) }, deferring: { { [self] in add(member) } })
        return member
    }

    /// Holder of the gate only.
    private func add(_ member: Member) {
        guard !member.isDisposed.load(ordering: .acquiring) else { return }
        let pointer = state.pointer
        member.slot = pointer.pointee.members.count
        pointer.pointee.members.append(member)
        pointer.pointee.liveCount += 1
        for element in pointer.pointee.buffer.elements where !member.isDisposed.load(ordering: .acquiring) {
            member.observer.onNext(element)
        }
        guard pointer.pointee.connection == nil else { return }
        let connection = SingleAssignmentDisposable()
        pointer.pointee.connection = connection
        pointer.pointee.generation += 1
        let generation = pointer.pointee.generation
        connection.setDisposable(
            source.subscribe(Observer { [self] event in forward(event, generation: generation) }))
    }

    /// Holder of the gate only.
    private func remove(_ member: Member) {
        let pointer = state.pointer
        let slot = member.slot
        guard slot >= 0, slot < pointer.pointee.members.count, pointer.pointee.members[slot] === member else {
            return
        }
        pointer.pointee.members[slot] = nil
        member.slot = -1
        pointer.pointee.liveCount -= 1
        while let last = pointer.pointee.members.last, last == nil {
            pointer.pointee.members.removeLast()
        }
        let empty = pointer.pointee.members.count - pointer.pointee.liveCount
        if empty >= 32 && empty * 2 > pointer.pointee.members.count {
            pointer.pointee.members = pointer.pointee.members.filter { $0 != nil }
            for (index, member) in pointer.pointee.members.enumerated() { member?.slot = index }
        }
        guard pointer.pointee.liveCount == 0, let connection = pointer.pointee.connection else { return }
        pointer.pointee.connection = nil
        pointer.pointee.buffer.removeAll()
        connection.dispose()
    }

    private func forward(_ event: Event<Element>, generation: Int) {
        gate.run(
            updating: {}, { deliver(event, generation: generation) },
            deferring: { { [self] in deliver(event, generation: generation) } })
    }

    /// Holder of the gate only.
    private func deliver(_ event: Event<Element>, generation: Int) {
        let pointer = state.pointer
        guard pointer.pointee.generation == generation, pointer.pointee.connection != nil else { return }
        let members = pointer.pointee.members
        switch event {
        case .next(let element):
            pointer.pointee.buffer.append(element)
        case .error, .completed:
            for case let member? in members { member.slot = -1 }
            pointer.pointee.members = []
            pointer.pointee.liveCount = 0
            pointer.pointee.buffer.removeAll()
            pointer.pointee.connection = nil
        }
        for case let member? in members where !member.isDisposed.load(ordering: .acquiring) {
            member.observer.on(event)
        }
    }
}
