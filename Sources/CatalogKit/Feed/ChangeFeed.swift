import Dispatch
import Relay

/// Applies a stream of changes, one JSON object per line (JSON Lines), through a repository's
/// update path: the way a catalog service takes a CDC feed or a Kafka topic of price, stock and
/// content changes on top of a snapshot.
///
/// Bytes arrive in reads of any size (`consume(_:)`); the complete lines of one read are
/// decoded (``CatalogChangeDecoder``) and applied as one batch, so a read is one catalog put in
/// service and one page update, however many lines it held. A bad line (not JSON, an unknown
/// type, a value out of range, an unknown product) is skipped and reported on ``problems``
/// with its line and field; every other line is applied, in order, exactly once.
///
/// The feed holds at most about ``maximumWaiting`` changes that are decoded but not yet in
/// service: a reader asks ``waitForRoom(timeout:)`` (or awaits ``room()``) before its next read,
/// so a producer faster than the pages cannot grow memory without bound.
///
/// ```swift
/// let feed = ChangeFeed(name: "changes.jsonl", repository: repository)
/// feed.problems.subscribe(onNext: { print($0) }).disposed(by: bag)
/// try await feed.consume(chunks)       // any AsyncSequence of byte chunks; or
/// try ChangeFeedReader(path: "changes.jsonl").start(into: feed)   // a file, a FIFO, a pipe
/// ```
public final class ChangeFeed: Sendable {
    /// What the feed has done so far.
    public struct Progress: Sendable, Equatable {
        /// Lines read (bad ones included; blank ones too).
        public var lines = 0
        /// Changes applied and in service.
        public var applied = 0
        /// Lines skipped, as reported on ``ChangeFeed/problems``.
        public var skipped = 0
        /// Batches submitted to the repository.
        public var batches = 0
        /// Whether the input ended and every change was applied.
        public var isFinished = false
    }

    private struct State {
        var splitter = LineSplitter()
        var progress = Progress()
        /// Changes submitted and not applied yet.
        var waiting = 0
        var isInputEnded = false
        /// Callers waiting for room, resumed when a batch is applied.
        var roomWaiters: [CheckedContinuation<Void, Never>] = []
        /// Each read's problems, in read order, until every earlier read is applied: so
        /// problems come out in line order whether a line failed to decode or to apply.
        var reports: [Report] = []
        var nextRead = 0
    }

    /// One read's problems, and whether its batch is in service.
    private struct Report {
        var read: Int
        var problems: [ChangeFeedProblem]
        var isApplied: Bool
    }

    /// The feed's name in problems, e.g. `changes.jsonl` or `standard input`.
    public let name: String
    /// About how many changes may wait to be applied before readers are asked to pause.
    public let maximumWaiting: Int
    private let repository: any ProductRepository
    // The decoder keeps scratch buffers: guarded by its own lock, held for one read's lines.
    private let decoder: Locked<CatalogChangeDecoder>
    // Guards the counts, the splitter and the waiters; nothing is called out while it is held.
    private let state = Locked(State())
    private let problemRelay = PublishRelay<ChangeFeedProblem>()
    private let progressRelay: BehaviorRelay<Progress>

    /// Creates a feed that applies what it reads to `repository`.
    ///
    /// - Parameters:
    ///   - name: The feed's name in problems.
    ///   - repository: Where changes are applied.
    ///   - maximumWaiting: About how many changes may wait to be applied before readers
    ///     are asked to pause (at least 1).
    public init(name: String, repository: any ProductRepository, maximumWaiting: Int = 10_000) {
        self.name = name
        self.repository = repository
        self.maximumWaiting = Swift.max(1, maximumWaiting)
        decoder = Locked(CatalogChangeDecoder(feed: name))
        progressRelay = BehaviorRelay(value: Progress())
    }

    /// Every skipped line, as it is found.
    public var problems: Observable<ChangeFeedProblem> { problemRelay.asObservable() }

    /// The feed's progress after each batch is in service; replays the latest. Its last value
    /// has `isFinished` once the input ended and every change was applied (and every problem
    /// was reported).
    public var progress: Observable<Progress> { progressRelay.asObservable() }

    /// The progress now.
    public var currentProgress: Progress { state.withLock { $0.progress } }

    /// How many changes are decoded but not in service yet.
    public var waitingCount: Int { state.withLock { $0.waiting } }

    // MARK: Input

    /// Takes the next bytes of the input (one read): every line they complete is decoded, and
    /// the changes are applied as one batch. Returns at once; a reader then waits for room.
    public func consume(_ bytes: UnsafeRawBufferPointer) {
        let bound = bytes.bindMemory(to: UInt8.self)
        let read = decoder.withLock { decoder in
            var read = DecodedRead()
            state.withLock { state in
                state.splitter.split(bound) { line, number in read.add(line, number: number, decoder: decoder)
                }
            }
            return read
        }
        submit(read)
    }

    /// Takes the next bytes of the input; see ``consume(_:)-(UnsafeRawBufferPointer)``.
    public func consume(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { consume($0) }
    }

    /// Ends the input: bytes after the last line break are decoded as the last line. Once
    /// every change is applied, ``progress`` reports `isFinished`.
    public func finishInput() {
        let read = decoder.withLock { decoder -> DecodedRead? in
            var read = DecodedRead()
            let alreadyEnded = state.withLock { state -> Bool in
                guard !state.isInputEnded else { return true }
                state.isInputEnded = true
                state.splitter.finish { line, number in read.add(line, number: number, decoder: decoder) }
                return false
            }
            return alreadyEnded ? nil : read
        }
        guard let read else { return }
        submit(read)
    }

    /// Numbers lines from 1 again: the input restarted (a followed file was truncated or
    /// replaced, a FIFO has a new writer).
    ///
    /// - Parameter flushingUnfinishedLine: Whether bytes after the last line break are
    ///   decoded as a last line first (the old input ended there), or dropped (they were cut
    ///   off).
    public func restartInput(flushingUnfinishedLine: Bool) {
        let read = decoder.withLock { decoder in
            var read = DecodedRead()
            state.withLock { state in
                if flushingUnfinishedLine {
                    state.splitter.finish { line, number in read.add(line, number: number, decoder: decoder) }
                }
                state.splitter.restart()
            }
            return read
        }
        if read.lines > 0 { submit(read) }
    }

    /// Takes byte chunks from any asynchronous sequence, each chunk one read, pausing while the
    /// feed is full; ends the input when the sequence ends.
    ///
    /// - Throws: What the sequence throws (the input then is not ended).
    public func consume<Chunks: AsyncSequence>(_ chunks: Chunks) async throws
    where Chunks.Element: Collection<UInt8> {
        for try await chunk in chunks {
            consume(Array(chunk))
            await room()
        }
        finishInput()
    }

    /// Takes bytes from any asynchronous sequence of bytes (a file handle's `bytes`, a
    /// socket's), up to 64 KB or one line at a time, pausing while the feed is full; ends
    /// the input when the sequence ends.
    ///
    /// - Throws: What the sequence throws (the input then is not ended).
    public func consume<Bytes: AsyncSequence>(bytes: Bytes) async throws where Bytes.Element == UInt8 {
        var chunk: [UInt8] = []
        chunk.reserveCapacity(1 << 16)
        for try await byte in bytes {
            chunk.append(byte)
            if byte == UInt8(ascii: "\n") || chunk.count >= 1 << 16 {
                consume(chunk)
                chunk.removeAll(keepingCapacity: true)
                await room()
            }
        }
        if !chunk.isEmpty { consume(chunk) }
        finishInput()
    }

    // MARK: Room

    /// Whether fewer than ``maximumWaiting`` changes wait to be applied.
    public var hasRoom: Bool { state.withLock { $0.waiting < maximumWaiting } }

    /// Blocks the calling thread until fewer than ``maximumWaiting`` changes wait, or until
    /// `timeout` passes; never call it on the thread that runs the repository's scheduler.
    ///
    /// - Returns: Whether there is room.
    @discardableResult
    public func waitForRoom(timeout: Duration) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds.addingReportingOverflow(
            UInt64(Self.nanoseconds(timeout)))
        let maximumWaiting = maximumWaiting
        return state.wait(
            until: { $0.waiting < maximumWaiting }, deadline: deadline.overflow ? .max : deadline.partialValue
        )
    }

    /// Returns once fewer than ``maximumWaiting`` changes wait to be applied.
    public func room() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumesNow = state.withLock { state -> Bool in
                guard state.waiting >= maximumWaiting else { return true }
                state.roomWaiters.append(continuation)
                return false
            }
            if resumesNow { continuation.resume() }
        }
    }

    // MARK: Machinery

    /// The changes and problems of one read's lines.
    private struct DecodedRead {
        var changes: [(change: CatalogChange, line: Int)] = []
        var problems: [ChangeFeedProblem] = []
        var lines = 0

        mutating func add(_ line: UnsafeBufferPointer<UInt8>, number: Int, decoder: CatalogChangeDecoder) {
            lines += 1
            // A blank line is allowed (and counted): producers often end with one.
            if line.allSatisfy({ $0 == JSONByte.space || $0 == JSONByte.tab || $0 == JSONByte.carriageReturn }
            ) {
                return
            }
            do throws(CatalogError) {
                changes.append((try decoder.decode(line, line: number), number))
            } catch {
                problems.append(ChangeFeedProblem(feed: decoder.feed, line: number, error: error))
            }
        }
    }

    /// Applies one read's changes as one batch; its problems (lines that did not decode, then
    /// changes that could not be made) are reported once it and every earlier read are in
    /// service, so they come out in line order.
    private func submit(_ read: DecodedRead) {
        let changes = read.changes
        let number = state.withLock { state in
            state.progress.lines += read.lines
            if !changes.isEmpty {
                state.waiting += changes.count
                state.progress.batches += 1
            }
            defer { state.nextRead += 1 }
            state.reports.append(
                Report(read: state.nextRead, problems: read.problems, isApplied: changes.isEmpty))
            return state.nextRead
        }
        guard !changes.isEmpty else { return applied(read: number, count: 0, rejections: []) }
        let name = name
        repository.apply(changes.map(\.change)) { [weak self] rejections in
            let problems = rejections.compactMap { rejection -> ChangeFeedProblem? in
                guard changes.indices.contains(rejection.index) else { return nil }
                let (change, line) = changes[rejection.index]
                return ChangeFeedProblem(
                    feed: name, line: line, error: rejection.error, field: change.subjectField)
            }
            self?.applied(read: number, count: changes.count, rejections: problems)
        }
    }

    private func applied(read: Int, count: Int, rejections: [ChangeFeedProblem]) {
        let (progress, waiters, problems) = state.withLock { state in
            state.waiting -= count
            state.progress.applied += count - rejections.count
            if let index = state.reports.firstIndex(where: { $0.read == read }) {
                state.reports[index].problems = (state.reports[index].problems + rejections).sorted {
                    $0.line < $1.line
                }
                state.reports[index].isApplied = true
            }
            var problems: [ChangeFeedProblem] = []
            while let first = state.reports.first, first.isApplied {
                problems += first.problems
                state.reports.removeFirst()
            }
            state.progress.skipped += problems.count
            var waiters: [CheckedContinuation<Void, Never>] = []
            if state.waiting < maximumWaiting {
                waiters = state.roomWaiters
                state.roomWaiters = []
            }
            return (state.progress, waiters, problems)
        }
        for problem in problems { problemRelay.accept(problem) }
        state.notifyAll()
        for waiter in waiters { waiter.resume() }
        if count > 0 { progressRelay.accept(progress) }
        finishIfDone()
    }

    private func finishIfDone() {
        let finished = state.withLock { state -> Progress? in
            guard state.isInputEnded, state.waiting == 0, state.reports.isEmpty, !state.progress.isFinished
            else {
                return nil
            }
            state.progress.isFinished = true
            return state.progress
        }
        guard let finished else { return }
        progressRelay.accept(finished)
    }

    private static func nanoseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = Int(clamping: seconds).multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return seconds < 0 ? 0 : .max }
        return Swift.max(0, whole.addingReportingOverflow(Int(attoseconds / 1_000_000_000)).partialValue)
    }
}
