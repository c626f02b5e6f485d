import Dispatch
import Relay
import Testing

@testable import ProductDetailCLI

@Suite struct PollingWatcherTests {
    private let directory = TemporaryDirectory()

    @Test func emitsTheChangeFoundOnATimerTick() throws {
        let products = directory.write("[1]", to: "products.json")
        let watcher = PollingWatcher(paths: [products], interval: .milliseconds(5))
        let reports = Locked<[FileChanges]>([])
        let delivered = DispatchSemaphore(value: 0)
        let subscription = watcher.changes.subscribe(onNext: { report in
            reports.withLock { $0.append(report) }
            delivered.signal()
        })
        defer {
            watcher.stop()
            subscription.dispose()
        }
        directory.write("[2]", to: "products.json")
        watcher.start()
        try #require(delivered.wait(timeout: .now() + 10) == .success, "no report within 10 s")
        #expect(reports.withLock { $0.first } == FileChanges(changed: [products]))
    }

    @Test func startsStoppedAndStopsWhenAsked() {
        let watcher = PollingWatcher(paths: [directory.file("none.json")], interval: .milliseconds(5))
        #expect(!watcher.isRunning)
        watcher.start()
        watcher.start()
        #expect(watcher.isRunning)
        watcher.stop()
        #expect(!watcher.isRunning)
    }
}
