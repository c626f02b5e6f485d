import Foundation
import ProductDetail
import Relay

extension ProductDetailApp {
    /// How long a simulated change may take to reach the page before the next one is made
    /// anyway (a change that shows nowhere is not counted).
    static let simulatedChangeTimeout = Duration.seconds(2)

    /// Applies the next simulated change after `--interval` milliseconds.
    ///
    /// One change is in flight at a time: the next is made only after this one was shown on
    /// the page (or timed out), so changes never queue up, whatever the catalog's size.
    func scheduleSimulatedChange() {
        simulation.timer?.dispose()
        simulation.timer = MainScheduler.instance.schedule(after: .milliseconds(options.intervalMilliseconds))
        {
            [weak self] in
            MainActor.assumeIsolated { self?.applySimulatedChange() }
        }
    }

    func applySimulatedChange() {
        guard let repository, let catalog = repository.currentCatalog,
            let product = try? catalog.product(id: productID)
        else { return scheduleSimulatedChange() }
        let related = (try? catalog.products(relatedTo: productID, limit: 10)) ?? []
        simulation.isChangeInFlight = true
        repository.apply(simulation.changes.next(product: product, related: related, now: context.now))
        simulation.timer = MainScheduler.instance.schedule(after: Self.simulatedChangeTimeout) {
            [weak self] in
            MainActor.assumeIsolated { self?.simulatedChangeFinished(shown: false) }
        }
    }

    /// A page update arrived: if it carries data changes while a simulated change is in
    /// flight, that change is shown.
    func simulationSaw(_ update: PageUpdateSummary) {
        guard simulation.isChangeInFlight, update.hasDataChanges else { return }
        simulatedChangeFinished(shown: true)
    }

    /// A simulated change reached the page (or never will): count it, then finish after the
    /// last one or make the next.
    func simulatedChangeFinished(shown: Bool) {
        guard simulation.isChangeInFlight else { return }
        simulation.isChangeInFlight = false
        simulation.timer?.dispose()
        if shown { simulation.shown += 1 }
        if let count = options.count, simulation.shown >= count { return finish(nil) }
        scheduleSimulatedChange()
    }
}

/// What the simulation needs to know of a page update.
struct PageUpdateSummary {
    /// Whether data changed (items, states), not only the presentation (focus, scroll).
    var hasDataChanges: Bool
}
