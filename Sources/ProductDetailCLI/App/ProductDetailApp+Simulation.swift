import CatalogKit
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
        simulation?.timer?.dispose()
        simulation?.timer = MainScheduler.instance.schedule(
            after: .milliseconds(options.intervalMilliseconds)
        ) {
            [weak self] in
            MainActor.assumeIsolated { self?.applySimulatedChange() }
        }
    }

    /// Makes the next change to the product shown or what its page shows, through the
    /// repository; the page then shows it (see `ProductDetailViewModel.shows(_:)`).
    func applySimulatedChange() {
        guard var simulation, let repository, let catalog = repository.currentCatalog,
            let productID = viewModel?.productID, let product = try? catalog.product(id: productID)
        else { return scheduleSimulatedChange() }
        let related = (try? catalog.products(relatedTo: productID, limit: 10)) ?? []
        let change = simulation.changes.next(product: product, related: related, now: context.now)
        simulation.changeInFlight = change
        simulation.timer = MainScheduler.instance.schedule(after: Self.simulatedChangeTimeout) {
            [weak self] in
            MainActor.assumeIsolated { self?.simulatedChangeFinished(shown: false) }
        }
        self.simulation = simulation
        repository.apply(change)
    }

    /// The change in flight reached the page (or never will): count it, then finish after
    /// the last one or make the next.
    func simulatedChangeFinished(shown: Bool) {
        guard var simulation, simulation.changeInFlight != nil else { return }
        simulation.changeInFlight = nil
        simulation.timer?.dispose()
        if shown { simulation.shown += 1 }
        self.simulation = simulation
        if let count = options.count, simulation.shown >= count { return finish(nil) }
        scheduleSimulatedChange()
    }
}
