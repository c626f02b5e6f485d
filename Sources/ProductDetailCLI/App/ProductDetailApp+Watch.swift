import Foundation
import Relay

extension ProductDetailApp {
    /// Polls the data files and reloads the repository when one changed; a file caught
    /// half-written is retried on the next poll, and bad content is reported while the last
    /// good page stays.
    func startWatching() {
        guard let dataDirectory, let repository else { return }
        let paths = ["products.json", "notes.json"].map { dataDirectory.appendingPathComponent($0).path }
        let watcher = PollingWatcher(paths: paths)
        watcher.changes
            .filter(\.needsReload)
            .subscribe(onNext: { _ in repository.reload() })
            .disposed(by: bag)
        watcher.start()
        self.watcher = watcher
    }
}
