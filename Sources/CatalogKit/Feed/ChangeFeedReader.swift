import Foundation
import Relay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a change feed's bytes from where they come, on a thread of its own, into a
/// ``ChangeFeed``, waiting whenever the feed is full.
///
/// - A **pipe** (standard input, or any descriptor) is read until it closes; the feed's input
///   then ends.
/// - A **FIFO** (a named pipe) is opened and read until its writer closes it; then it is
///   opened again for the next writer, or, when the reader does not follow, the input ends.
/// - A **regular file** is read from its start and then followed like `tail -F`: lines
///   appended later are read as they come; a file truncated is read again from its start; a
///   file replaced (renamed over, or deleted and made again) is read to its end, then the new
///   one from its start. Its input never ends by itself, unless the reader does not follow:
///   then it ends at the file's end.
///
/// ```swift
/// let reader = try ChangeFeedReader(path: "changes.jsonl")
/// reader.start(into: feed) { failure in print(failure) }
/// // later
/// reader.stop()
/// ```
public final class ChangeFeedReader: Sendable {
    /// Why a feed could not be read.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The feed's name.
        public var feed: String
        /// What went wrong, e.g. "no such file" or "Input/output error".
        public var reason: String

        /// One line naming the feed.
        public var description: String {
            "cannot read the change feed \(CatalogError.printable(feed)): \(CatalogError.printable(reason))"
        }
    }

    /// Where the bytes come from.
    private enum Input: Sendable {
        case descriptor(Int32)
        case fifo(String)
        case regularFile(String)
    }

    /// The feed's name, as given.
    public let name: String
    /// Whether the feed is a regular file (rather than a pipe, a FIFO or another descriptor).
    public var isRegularFile: Bool {
        if case .regularFile = input { return true }
        return false
    }
    private let input: Input
    /// How often a followed file is looked at for new lines, truncation or replacement.
    private let followInterval: Duration
    // A pipe whose read end every wait also watches, so `stop()` wakes the thread at once.
    private let wake: (read: Int32, write: Int32)
    // Guards whether the reader was stopped.
    private let stopped = Locked(false)

    /// A reader of the file, FIFO or other openable thing at `path`; `-` is standard input.
    ///
    /// - Parameters:
    ///   - path: The feed's path.
    ///   - followInterval: How often a regular file is looked at for what changed.
    /// - Throws: ``Failure`` when the path does not exist, is a directory, or cannot be
    ///   looked at.
    public init(path: String, followInterval: Duration = .milliseconds(100)) throws(Failure) {
        self.followInterval = followInterval
        if path == "-" {
            name = "standard input"
            input = .descriptor(STDIN_FILENO)
        } else {
            name = path
            var status = stat()
            guard stat(path, &status) == 0 else {
                throw Failure(feed: path, reason: CatalogFile.openFailureReason(errno, path: path))
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG: input = .regularFile(path)
            case S_IFIFO: input = .fifo(path)
            case S_IFDIR:
                throw Failure(feed: path, reason: "it is a directory, expected a file of JSON lines")
            default: input = .fifo(path)
            }
        }
        wake = Self.makeWakePipe()
    }

    /// A reader of an open descriptor (a pipe, a socket, a terminal), read until it closes.
    /// The descriptor is not closed.
    ///
    /// - Parameters:
    ///   - descriptor: The descriptor.
    ///   - name: The feed's name in problems.
    public init(fileDescriptor descriptor: Int32, name: String) {
        self.name = name
        input = .descriptor(descriptor)
        followInterval = .milliseconds(100)
        wake = Self.makeWakePipe()
    }

    deinit {
        if wake.read >= 0 { close(wake.read) }
        if wake.write >= 0 { close(wake.write) }
    }

    /// Starts reading into `feed` on a thread of its own.
    ///
    /// - Parameters:
    ///   - feed: Where the bytes go.
    ///   - follows: Whether the reader keeps listening past the input's present end, as a
    ///     service does: a regular file is followed like `tail -F`, a FIFO opened again for
    ///     its next writer. Otherwise a regular file is read to its end and a FIFO until its
    ///     writer closes it, and the input ends there (a replay). A pipe is read until it
    ///     closes either way.
    ///   - onFailure: Called on the reading thread when the input cannot be read any more;
    ///     the feed's input is left open.
    public func start(
        into feed: ChangeFeed, follows: Bool = true,
        onFailure: @escaping @Sendable (Failure) -> Void = { _ in }
    ) {
        let thread = Thread { [self] in
            do throws(Failure) {
                try run(into: feed, follows: follows)
            } catch {
                if !isStopped { onFailure(error) }
            }
        }
        thread.name = "ChangeFeedReader"
        thread.start()
    }

    /// Stops reading; the thread ends at its next wait (at once when it waits for input).
    public func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        // A thread blocked opening a FIFO waits for a writer: be one for a moment.
        if case .fifo(let path) = input {
            let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if descriptor >= 0 { close(descriptor) }
        }
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    // MARK: Reading (on the reader's thread)

    private func run(into feed: ChangeFeed, follows: Bool) throws(Failure) {
        switch input {
        case .descriptor(let descriptor):
            try readToEnd(descriptor, into: feed)
            if !isStopped { feed.finishInput() }
        case .fifo(let path):
            repeat {
                // Blocks until a writer opens it (or `stop()` plays one).
                let descriptor = open(path, O_RDONLY | O_CLOEXEC)
                guard descriptor >= 0 else {
                    if errno == EINTR { continue }
                    throw Failure(feed: name, reason: CatalogFile.openFailureReason(errno, path: path))
                }
                defer { close(descriptor) }
                if isStopped { return }
                try readToEnd(descriptor, into: feed)
                if follows { feed.restartInput(flushingUnfinishedLine: true) }
            } while follows && !isStopped
            if !isStopped { feed.finishInput() }
        case .regularFile(let path) where follows:
            try follow(path, into: feed)
        case .regularFile(let path):
            let descriptor = try openRegularFile(path)
            defer { close(descriptor) }
            try readToEnd(descriptor, into: feed)
            if !isStopped { feed.finishInput() }
        }
    }

    /// Reads `descriptor` until it ends (or the reader stops), a read at a time.
    private func readToEnd(_ descriptor: Int32, into feed: ChangeFeed) throws(Failure) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.readSize, alignment: 16)
        defer { buffer.deallocate() }
        while !isStopped {
            guard waitForRoom(in: feed), waitUntilReadable(descriptor) else { return }
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw Failure(feed: name, reason: String(cString: strerror(errno)))
            }
            if count == 0 { return }
            feed.consume(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Reads `path` from its start, then follows it (see the type's description).
    private func follow(_ path: String, into feed: ChangeFeed) throws(Failure) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.readSize, alignment: 16)
        defer { buffer.deallocate() }
        var descriptor = try openRegularFile(path)
        defer { close(descriptor) }
        var offset = 0
        while !isStopped {
            // Everything there is now.
            while !isStopped {
                guard waitForRoom(in: feed) else { return }
                let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
                if count < 0 {
                    if errno == EINTR { continue }
                    throw Failure(feed: name, reason: String(cString: strerror(errno)))
                }
                if count == 0 { break }
                offset += count
                feed.consume(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            }
            guard sleep(for: followInterval) else { return }
            // Truncated: read again from the start.
            var open = stat()
            if fstat(descriptor, &open) == 0, Int(open.st_size) < offset {
                offset = 0
                feed.restartInput(flushingUnfinishedLine: false)
                continue
            }
            // Replaced: finish the old file (what was appended to it before the rename), then
            // read the new one from its start. A path that is gone for now is waited for.
            var current = stat()
            guard stat(path, &current) == 0, current.st_mode & S_IFMT == S_IFREG else { continue }
            if current.st_ino != open.st_ino || current.st_dev != open.st_dev {
                while true {
                    let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { break }
                    offset += count
                    feed.consume(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                }
                guard let replacement = try? openRegularFile(path) else { continue }
                close(descriptor)
                descriptor = replacement
                offset = 0
                feed.restartInput(flushingUnfinishedLine: true)
            }
        }
    }

    private func openRegularFile(_ path: String) throws(Failure) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Failure(feed: name, reason: CatalogFile.openFailureReason(errno, path: path))
        }
        return descriptor
    }

    /// Waits while the feed is full; `false` once the reader is stopped.
    private func waitForRoom(in feed: ChangeFeed) -> Bool {
        while !feed.waitForRoom(timeout: .milliseconds(250)) {
            if isStopped { return false }
        }
        return !isStopped
    }

    /// Waits until `descriptor` has bytes (or has ended); `false` once the reader is stopped.
    private func waitUntilReadable(_ descriptor: Int32) -> Bool {
        var descriptors = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let result = poll(&descriptors, 2, -1)
            if result < 0, errno == EINTR { continue }
            return !isStopped
        }
    }

    /// Sleeps for `duration` unless stopped first; `false` once the reader is stopped.
    private func sleep(for duration: Duration) -> Bool {
        var descriptor = pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)
        let (seconds, attoseconds) = duration.components
        let whole = seconds.multipliedReportingOverflow(by: 1_000)
        let milliseconds =
            whole.overflow ? Int64.max : whole.partialValue &+ attoseconds / 1_000_000_000_000_000
        _ = poll(&descriptor, 1, Int32(clamping: Swift.max(1, milliseconds)))
        return !isStopped
    }

    private static let readSize = 1 << 16

    private static func makeWakePipe() -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return (-1, -1) }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        return (descriptors[0], descriptors[1])
    }
}
