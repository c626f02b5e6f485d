import Relay

/// A thread-safe list of strings for tests to append to from scheduled actions.
final class Log: Sendable {
    private let entries = Locked<[String]>([])

    func append(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    var all: [String] {
        entries.withLock { $0 }
    }
}
