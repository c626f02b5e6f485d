import CatalogKit
import Relay

/// Where `--simulate` is: its changes, how many reached the page, the one in flight, and the
/// timer for the next (or for giving up on the one in flight).
struct SimulationProgress {
    /// The deterministic source of changes.
    var changes = SimulatedChanges()
    /// Changes shown on the page so far.
    var shown = 0
    /// The change applied that has not reached the page yet.
    var changeInFlight: CatalogChange?
    /// The next change's timer, or the one in flight's timeout.
    var timer: (any Disposable)?
}
