import Relay

/// Where `--simulate` is: the changes it makes, how many reached the page, whether one is
/// in flight, and the timer for the next (or for giving up on the one in flight).
struct SimulationProgress {
    /// The deterministic source of changes.
    var changes = SimulatedChanges()
    /// Changes shown on the page so far.
    var shown = 0
    /// Whether a change was applied and has not reached the page yet.
    var isChangeInFlight = false
    /// The next change's timer, or the one in flight's timeout.
    var timer: (any Disposable)?
}
