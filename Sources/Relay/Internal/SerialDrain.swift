/// Runs submitted jobs one at a time, in submission order, on the submitting threads,
/// without holding a lock while a job runs.
///
/// The first thread to submit while idle runs its job and then every job queued meanwhile;
/// other threads (and re-entrant submissions from a running job) only enqueue. Operators
/// with several upstreams use it so their observer never sees concurrent events, and keep
/// their state inside jobs, where it is touched by one thread at a time.
@usableFromInline
final class SerialDrain: Sendable {
    private struct State {
        var jobs: [@Sendable () -> Void] = []
        var isRunning = false
    }

    private let state = Locked(State())

    @usableFromInline
    init() {}

    @usableFromInline
    func run(_ job: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state -> Bool in
            if state.isRunning {
                state.jobs.append(job)
                return false
            }
            state.isRunning = true
            return true
        }
        guard runNow else { return }
        job()
        while true {
            let batch = state.withLock { state -> [@Sendable () -> Void] in
                if state.jobs.isEmpty { state.isRunning = false }
                defer { state.jobs = [] }
                return state.jobs
            }
            if batch.isEmpty { return }
            for job in batch { job() }
        }
    }
}
