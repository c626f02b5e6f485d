/// Which thread waits for which `SerialGate`, so that a wait that would close a cycle (thread
/// A holds gate 1 and waits for gate 2, whose holder waits for gate 1) is refused instead.
///
/// Every thread registers under one lock before it sleeps, and follows the chain from the gate
/// it wants: the gate's holder, the gate that holder waits for, its holder, and so on. Of two
/// threads closing a cycle, the second to register finds itself at the end of the chain. The
/// chain is read without the gates' mutexes; a holder changing hands meanwhile can only make
/// the walk miss a cycle that no longer exists.
enum WaitRegistry {
    private static let waits = Locked<[UInt: SerialGate]>([:])

    /// The longest chain followed; longer ones (thousands of threads queued on each other) are
    /// taken as no cycle.
    private static let chainLimit = 1_024

    /// Registers `thread` as waiting for `gate`, unless that would close a cycle.
    ///
    /// - Returns: `false` when following the holders from `gate` leads back to `thread`.
    static func register(_ thread: UInt, waitingFor gate: SerialGate) -> Bool {
        waits.withLock { waits in
            var next: SerialGate? = gate
            var steps = 0
            while let current = next, steps < chainLimit {
                let holder = current.holder
                if holder == thread { return false }
                if holder == ThreadID.none { break }
                next = waits[holder]
                steps += 1
            }
            waits[thread] = gate
            return true
        }
    }

    /// Removes `thread`'s registration; the gate calls it when it grants the thread its turn.
    static func unregister(_ thread: UInt) {
        waits.withLock { _ = $0.removeValue(forKey: thread) }
    }
}
