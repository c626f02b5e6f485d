import Foundation
import ProductDetail
import Relay

extension ProductDetailApp {
    /// Applies the next simulated change after `--interval` milliseconds.
    func scheduleSimulatedChange() {
        MainScheduler.instance.schedule(after: .milliseconds(options.intervalMilliseconds)) { [weak self] in
            MainActor.assumeIsolated { self?.applySimulatedChange() }
        }
        .disposed(by: pageBag)
    }

    func applySimulatedChange() {
        guard let repository, let catalog, let product = try? catalog.product(id: productID) else {
            return scheduleSimulatedChange()
        }
        let related = (try? catalog.products(relatedTo: productID, limit: 10)) ?? []
        repository.apply(simulation.next(product: product, related: related, now: context.now))
        simulatedChanges += 1
        if let count = options.count, simulatedChanges >= count {
            // Finish once the page has caught up with the last change; the timer is a backstop
            // in case the change shows nowhere.
            finishTimer = MainScheduler.instance.schedule(after: .seconds(3)) { [weak self] in
                MainActor.assumeIsolated { self?.finish(nil) }
            }
        } else {
            scheduleSimulatedChange()
        }
    }

    /// After the last simulated change, finishes once the page has been quiet briefly, so
    /// every change the last simulation caused is written.
    func pageDidUpdate() {
        guard let count = options.count, simulatedChanges >= count else { return }
        finishTimer?.dispose()
        finishTimer = MainScheduler.instance.schedule(after: .milliseconds(150)) { [weak self] in
            MainActor.assumeIsolated { self?.finish(nil) }
        }
    }
}
