import Relay

/// The disposable of an action scheduled on a `TestScheduler`: disposing it cancels the
/// action if it has not run, and releases it at once.
struct ScheduledAction: Disposable {
    weak let scheduler: TestScheduler?
    let handle: ScheduledItemQueue.Handle

    func dispose() {
        scheduler?.cancel(handle)
    }
}
