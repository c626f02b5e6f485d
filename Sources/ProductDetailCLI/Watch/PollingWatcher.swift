import Dispatch
import Relay

/// Looks at a set of files on a timer and emits what changed.
///
/// Each tick runs `FileChangeDetector.changes()` on a private serial queue and emits the
/// report on `changes` when it is not empty (retries included, so a file that stays
/// unreadable can be reported). Nothing is emitted before `start()` or after `stop()`.
///
/// ```swift
/// let watcher = PollingWatcher(paths: ["Data/products.json"], interval: .milliseconds(250))
/// watcher.changes.subscribe(onNext: { report in
///     if report.needsReload { repository.reload() }
/// }).disposed(by: bag)
/// watcher.start()
/// ```
public final class PollingWatcher: Sendable {
    /// How often the files are looked at when no interval is given.
    public static let defaultInterval = DispatchTimeInterval.milliseconds(250)

    private let detector: FileChangeDetector
    private let interval: DispatchTimeInterval
    private let queue = DispatchQueue(label: "ProductDetailCLI.PollingWatcher")
    private let relay = PublishRelay<FileChanges>()
    // Guards the timer; nil when stopped.
    private let timer = Locked<(any DispatchSourceTimer)?>(nil)

    /// Creates a stopped watcher; the first fingerprints are taken now.
    ///
    /// - Parameters:
    ///   - paths: The files to watch.
    ///   - interval: Time between looks.
    public convenience init(paths: [String], interval: DispatchTimeInterval = PollingWatcher.defaultInterval)
    {
        self.init(detector: FileChangeDetector(paths: paths), interval: interval)
    }

    /// Creates a stopped watcher around an existing detector.
    ///
    /// - Parameters:
    ///   - detector: Compares the files between looks; nothing else may call its `changes()`.
    ///   - interval: Time between looks.
    public init(detector: FileChangeDetector, interval: DispatchTimeInterval = PollingWatcher.defaultInterval)
    {
        self.detector = detector
        self.interval = interval
    }

    /// Non-empty reports, one per look that found something, delivered on the watcher's
    /// private queue.
    public var changes: Observable<FileChanges> {
        relay.asObservable()
    }

    /// Whether the timer is running.
    public var isRunning: Bool {
        timer.withLock { $0 != nil }
    }

    /// Starts looking every `interval`, the first look one interval from now; does nothing
    /// if already started.
    public func start() {
        let source: (any DispatchSourceTimer)? = timer.withLock { timer in
            guard timer == nil else { return nil }
            // Made only when it will run: a timer source released before `resume()` traps.
            let source = DispatchSource.makeTimerSource(queue: queue)
            timer = source
            return source
        }
        guard let source else { return }
        source.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(10))
        source.setEventHandler { [detector, relay] in
            let report = detector.changes()
            if !report.isEmpty { relay.accept(report) }
        }
        source.resume()
    }

    /// Stops looking; a look already running finishes. Does nothing if not started.
    public func stop() {
        let source = timer.withLock { timer in
            defer { timer = nil }
            return timer
        }
        source?.cancel()
    }

    deinit {
        stop()
    }
}
