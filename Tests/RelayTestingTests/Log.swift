import Synchronization

/// A thread-safe list of strings for tests to append to from scheduled actions.
final class Log: Sendable {
    private let entries = Mutex<[String]>([])

    func append(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    var all: [String] {
        entries.withLock { $0 }
    }
}
