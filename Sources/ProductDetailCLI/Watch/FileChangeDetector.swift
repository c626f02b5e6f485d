import Relay

/// Notices every change to a set of files by comparing fingerprints between looks.
///
/// Each look (`changes()`) stats a file, reads it whole, and stats it again. The content
/// hash catches edits that keep the size and even the modification time; the size and the
/// nanosecond modification time catch a file that is being written while it is read (the
/// two stats or the byte count disagree), which is reported as *retrying*, never as a
/// change, and never crashes. A change of modification time alone (a `touch` with the same
/// content) is not a change: the page would not differ, so nothing is redrawn.
///
/// Every look reads every file: data files are small, and skipping unchanged
/// size-and-time pairs would miss edits that restore the modification time.
///
/// Calls to `changes()` must not overlap; `PollingWatcher` makes them on one serial queue.
public final class FileChangeDetector: Sendable {
    private enum Entry: Equatable, Sendable {
        /// Not there at the last look.
        case missing
        /// There, but never read whole yet.
        case unknown
        /// Read whole, with this fingerprint.
        case known(FileFingerprint)
    }

    private enum Observation {
        case missing
        case unreadable
        case fingerprint(FileFingerprint)
    }

    /// The watched paths, in the order reports list them.
    public let paths: [String]
    private let access: FileAccess
    // Guards the last entry per path; file system calls happen outside it.
    private let entries: Locked<[String: Entry]>

    /// Takes the first fingerprints of `paths`; the first `changes()` reports what changed
    /// since.
    ///
    /// - Parameter paths: The files to watch; they need not exist yet.
    public convenience init(paths: [String]) {
        self.init(paths: paths, access: .live)
    }

    init(paths: [String], access: FileAccess) {
        precondition(Set(paths).count == paths.count, "each path is watched once: \(paths)")
        self.paths = paths
        self.access = access
        var baseline: [String: Entry] = [:]
        for path in paths {
            switch Self.observe(path, access: access) {
            case .missing: baseline[path] = .missing
            case .unreadable: baseline[path] = .unknown
            case .fingerprint(let fingerprint): baseline[path] = .known(fingerprint)
            }
        }
        entries = Locked(baseline)
    }

    /// The fingerprint from the last look that read `path` whole, if any.
    public func fingerprint(of path: String) -> FileFingerprint? {
        guard case .known(let fingerprint) = entries.withLock({ $0[path] }) else { return nil }
        return fingerprint
    }

    /// Looks at every file once and reports what changed since the last look.
    ///
    /// - Returns: Files whose content changed (or that appeared), files that disappeared,
    ///   and files to retry at the next look.
    /// - Complexity: O(total bytes of the files).
    public func changes() -> FileChanges {
        let previous = entries.withLock { $0 }
        var next = previous
        var report = FileChanges()
        for path in paths {
            let before = previous[path] ?? .missing
            switch Self.observe(path, access: access) {
            case .missing:
                if before != .missing { report.removed.append(path) }
                next[path] = .missing
            case .unreadable:
                report.retrying.append(path)
            case .fingerprint(let fingerprint):
                if case .known(let old) = before, !fingerprint.hasDifferentContent(from: old) {
                    // Same content; keep the new time so the next look compares with it.
                } else {
                    report.changed.append(path)
                }
                next[path] = .known(fingerprint)
            }
        }
        entries.withLock { $0 = next }
        return report
    }

    private static func observe(_ path: String, access: FileAccess) -> Observation {
        let before = access.status(path)
        guard case .file(let size, let seconds, let nanoseconds) = before else {
            return before == .missing ? .missing : .unreadable
        }
        guard let bytes = access.contents(path), Int64(bytes.count) == size, access.status(path) == before
        else {
            return .unreadable
        }
        return .fingerprint(
            FileFingerprint(
                size: size, modificationSeconds: seconds, modificationNanoseconds: nanoseconds,
                contentHash: FNV1a.hash64(bytes)))
    }
}
