import Dispatch
import Foundation
import Relay

/// Decodes one file's top-level array on every core: the bytes are cut into segments at
/// guessed element boundaries as they arrive, each segment is decoded on Dispatch's
/// concurrent pool, and the results are joined in file order, trusting a segment only
/// when the one before it ended exactly where it starts (see `Segment`).
///
/// Memory stays near one segment per core plus the result: a file source drops each
/// segment's bytes once it is decoded.
///
/// The pool only helps: a segment waits in `pending` until a pool thread or the decoding
/// thread itself takes it, and the decoding thread takes pending segments whenever it
/// would otherwise wait. So a decode always finishes, even called from a pool thread while
/// every other pool thread is busy or blocked.
final class SegmentedArrayDecoder<Schema: CatalogSchema>: @unchecked Sendable {
    /// Bytes per segment when the file is large enough to split.
    static var defaultSegmentSize: Int { 4 << 20 }
    /// Segments decoded or waiting at once; bounds the bytes held in memory.
    private static var maximumInFlight: Int { 6 }

    private let source: any ByteSource
    private let segmentSize: Int
    private let queue: DispatchQueue
    /// The segments queued, running and done, shared with the pool's threads (each finished
    /// segment wakes the decoding thread); everything else is touched only by the thread
    /// running `decode()`.
    private let work = Locked(Work())
    private var starts: [Int] = []

    private struct Work {
        var pending: [Job] = []
        var pendingTaken = 0
        var unfinished = 0
        var results: [Int: Segment<Schema.Entity>] = [:]
        /// Each segment's pieces (see `Pieces`), when the decoder collects them.
        var piecesBySegment: [Int: Pieces.List] = [:]

        var hasPending: Bool { pendingTaken < pending.count }

        /// The next pending job, if any.
        mutating func take() -> Job? {
            guard hasPending else { return nil }
            pendingTaken += 1
            return pending[pendingTaken - 1]
        }
    }

    /// What the decoding thread does next while it waits for something.
    private enum Turn {
        case done
        case run(Job)
        case wait
    }
    /// Whether each segment's bytes are also cut into pieces and hashed, on its own thread,
    /// for a repository that will look at the file again (see `FileIndex`).
    private let collectsPieces: Bool

    /// A segment to decode: its number and bytes.
    private struct Job {
        var number: Int
        var start: Int
        var end: Int
    }

    /// - Parameter queue: Where segments are offered; any queue works, since the decoding
    ///   thread takes what no one else has.
    init(
        source: any ByteSource, segmentSize: Int = defaultSegmentSize,
        queue: DispatchQueue = .global(qos: .userInitiated), collectsPieces: Bool = false
    ) {
        self.source = source
        self.segmentSize = Swift.max(1, segmentSize)
        self.queue = queue
        self.collectsPieces = collectsPieces
    }

    /// Reads, decodes and joins the whole array, indexing the ids of each segment as soon
    /// as it is decoded and trusted, while later ones are still being decoded.
    func decode() throws(DecodingFailure) -> DecodedArray<Schema.Entity> {
        // Segments read the source's bytes (for a `Data`, only valid during the caller's
        // access): never return while one is pending or running.
        defer { finishAll() }
        var (available, isComplete) = try readMore()
        var progress = Head.Progress()
        while true {
            switch Head.parse(
                base: source.base, available: available, isComplete: isComplete,
                describe: Schema.arrayDescription, progress: &progress)
            {
            case .needMore:
                // White space already skipped is not held while more is read.
                source.release(0..<progress.position)
                (available, isComplete) = try readMore()
                continue
            case .empty:
                return DecodedArray(entities: [], indexByID: PositionTable())
            case .failure(let failure):
                throw failure
            case .notAnArray(let start):
                throw Self.notWhatWasExpected(
                    at: start, base: source.base, available: available, isComplete: isComplete,
                    path: .topLevel, expected: Schema.arrayDescription, wholeFile: true)
            case .firstElement(let first) where source.base[first] != UInt8(ascii: "{"):
                // Not an array of objects: said from the first block, whatever the file's size.
                throw Self.notWhatWasExpected(
                    at: first, base: source.base, available: available, isComplete: isComplete,
                    path: FieldPath(element: 0, suffix: ""), expected: Schema.elementDescription,
                    wholeFile: false)
            case .firstElement(let first):
                starts = [first]
                var last = first
                // Where the search for the next boundary goes on from, so a long stretch
                // without one is searched once however many blocks it spans.
                var searched = first
                while true {
                    let from = Swift.max(last + segmentSize, searched)
                    if let boundary = Self.boundary(in: source.base, from: from, to: available) {
                        startSegment(from: last, to: boundary)
                        starts.append(boundary)
                        last = boundary
                        searched = boundary
                        continue
                    }
                    searched = Swift.max(from, available)
                    // A real error in the first segment ends the read: the rest is not needed.
                    if isComplete || firstSegmentFailed() { break }
                    (available, isComplete) = try readMore()
                }
                startSegment(from: last, to: available)
                return try join(fileEnd: available)
            }
        }
    }

    /// Whether the first segment (which starts on a true element boundary) found a real
    /// problem: one before the end of its bytes, not a guessed boundary it ran into.
    private func firstSegmentFailed() -> Bool {
        guard starts.count > 1 else { return false }
        let end = starts[1]
        return work.withLock { work in
            guard case .failed(let failure) = work.results[0]?.outcome else { return false }
            return failure.offset < end
        }
    }

    /// The failure for a value at `start` that is not what was expected: what it is, if the
    /// whole file is read (text that is not JSON at all is reported as such before its shape)
    /// or it ends within the bytes read so far; otherwise what its first byte says it is,
    /// without reading the rest.
    private static func notWhatWasExpected(
        at start: Int, base: UnsafePointer<UInt8>, available: Int, isComplete: Bool, path: FieldPath,
        expected: String, wholeFile: Bool
    ) -> DecodingFailure {
        var cursor = JSONCursor(base: base, position: start, end: available)
        let got: String
        do throws(DecodingFailure) {
            got = try cursor.skipAndDescribeValue(depth: 0, path: path)
            if wholeFile && isComplete {
                cursor.skipWhitespace()
                if !cursor.isAtEnd {
                    return cursor.unexpected("the end of the file after the top-level value")
                }
            }
        } catch {
            // Not all read yet: say what the value starts as, without reading the rest.
            guard !isComplete else { return error }
            guard let kind = JSONCursor.kind(startingWith: base[start]) else {
                return JSONCursor(base: base, position: start, end: available).unexpected("a value")
            }
            return DecodingFailure(.invalidField(path: path, expected: expected, got: kind), at: start)
        }
        return DecodingFailure(.invalidField(path: path, expected: expected, got: got), at: start)
    }

    private func readMore() throws(DecodingFailure) -> (available: Int, isComplete: Bool) {
        do throws(CatalogError) {
            return try source.readMore()
        } catch {
            throw DecodingFailure(.unreadable(error), at: 0)
        }
    }

    /// Queues `start..<end` for the pool; a segment other than the last stops at `end`.
    /// With `maximumInFlight` unfinished, the decoding thread helps until one finishes.
    private func startSegment(from start: Int, to end: Int) {
        let job = Job(number: starts.count - 1, start: start, end: end)
        help(
            until: { $0.unfinished < Self.maximumInFlight },
            then: { work in
                work.pending.append(job)
                work.unfinished += 1
            })
        queue.async { [self] in
            guard let job = work.withLock({ $0.take() }) else { return }
            run(job)
        }
    }

    /// Runs pending jobs, or waits for a segment to finish, until `isReady`; then `then`, with
    /// the lock held: the decoding thread never sits idle while a segment waits.
    private func help(until isReady: (Work) -> Bool, then: (inout Work) -> Void = { _ in }) {
        while true {
            let turn = work.withLock { work -> Turn in
                if isReady(work) {
                    then(&work)
                    return .done
                }
                return work.take().map(Turn.run) ?? .wait
            }
            switch turn {
            case .done:
                return
            case .run(let job):
                run(job)
            case .wait:
                work.wait(until: { $0.hasPending || isReady($0) })
            }
        }
    }

    private func run(_ job: Job) {
        let segment = Segment<Schema.Entity>.decode(
            Schema.self, base: source.base, start: job.start, windowEnd: job.end, stops: [job.end][...],
            capacityHint: Swift.max(16, (job.end - job.start) / 256), hashesElements: collectsPieces)
        var pieces = Pieces.List()
        if collectsPieces { Pieces.scan(source.base, from: job.start, to: job.end, into: &pieces) }
        source.release(job.start..<job.end)
        let collectsPieces = collectsPieces
        work.withLock { work in
            work.results[job.number] = segment
            if collectsPieces { work.piecesBySegment[job.number] = pieces }
            work.unfinished -= 1
        }
        work.notifyAll()
    }

    /// The decoded segment `number`, decoding pending segments meanwhile.
    private func result(_ number: Int) -> Segment<Schema.Entity> {
        var found: Segment<Schema.Entity>?
        help(until: { $0.results[number] != nil }, then: { found = $0.results.removeValue(forKey: number) })
        guard let found else { preconditionFailure("segment \(number) was started before it was asked for") }
        return found
    }

    /// Decodes whatever is still pending, then waits for segments running elsewhere.
    private func finishAll() {
        help(until: { $0.unfinished == 0 })
    }

    /// Joins the segments in order, decoding again from the last true boundary wherever a
    /// segment did not start on one (or failed); ids are indexed segment by segment.
    private func join(fileEnd: Int) throws(DecodingFailure) -> DecodedArray<Schema.Entity> {
        var index = IDIndex()
        var position = starts[0]
        var number = 0
        while true {
            if number < starts.count, starts[number] == position {
                let segment = result(number)
                switch segment.outcome {
                case .landed(let end) where number + 1 < starts.count && starts[number + 1] == end:
                    try index.accept(segment, reservingFor: fileEnd - starts[0], spanning: end - position)
                    position = end
                    number += 1
                    continue
                case .closed where number == starts.count - 1:
                    try index.accept(segment, reservingFor: 0, spanning: 0)
                    return index.joined(pieces: allPieces())
                default:
                    break
                }
            }
            // Decode again from a true boundary to the end of the file, rejoining the
            // segments where a later one starts exactly on an element boundary.
            finishAll()
            do throws(CatalogError) {
                try source.restore(position..<fileEnd)
            } catch {
                throw DecodingFailure(.unreadable(error), at: position)
            }
            let later = starts.firstIndex { $0 > position } ?? starts.count
            let repaired = Segment<Schema.Entity>.decode(
                Schema.self, base: source.base, start: position, windowEnd: fileEnd, stops: starts[later...],
                capacityHint: 16, hashesElements: collectsPieces)
            switch repaired.outcome {
            case .landed(let end):
                try index.accept(repaired, reservingFor: 0, spanning: 0)
                position = end
                number = starts.firstIndex(of: end) ?? starts.count
            case .closed:
                try index.accept(repaired, reservingFor: 0, spanning: 0)
                return index.joined(pieces: allPieces())
            case .failed(let failure):
                // A duplicate id before the problem comes first in the file.
                let before = index.count
                try index.accept(repaired, reservingFor: 0, spanning: 0)
                throw failure.shifted(by: before)
            }
        }
    }

    /// Every segment's pieces, in file order (none unless the decoder collects them).
    private func allPieces() -> Pieces.List {
        guard collectsPieces else { return Pieces.List() }
        finishAll()
        let count = starts.count
        return work.withLock { work in
            var list = Pieces.List()
            for number in 0..<count {
                if let pieces = work.piecesBySegment[number] { list.append(contentsOf: pieces) }
            }
            return list
        }
    }

    /// The segments accepted so far, and their ids indexed.
    private struct IDIndex {
        private var segments: [Segment<Schema.Entity>] = []
        private var indexByID = PositionTable()
        private var elementStarts: [Int] = []
        private var elementHashes: [UInt64] = []
        private(set) var count = 0

        /// Indexes a segment's ids after those already accepted, failing on a repeated id.
        /// The first segment also reserves the table for the whole file, estimated from
        /// its own density (`spanning` of the file's `total` bytes).
        mutating func accept(_ segment: Segment<Schema.Entity>, reservingFor total: Int, spanning bytes: Int)
            throws(DecodingFailure)
        {
            if segments.isEmpty, bytes > 0 {
                let estimate = Double(segment.entities.count) * Double(total) / Double(bytes) * 1.05
                indexByID = PositionTable(minimumCapacity: Int(Swift.min(estimate, 1e9)))
            }
            segments.append(segment)
            let first = count
            let offsets = segment.idOffsets
            let hashes = segment.idHashes
            let failure = segment.entities.withEntities { entities -> DecodingFailure? in
                hashes.withUnsafeBufferPointer { hashes in
                    guard
                        let (position, earlier) = indexByID.insert(
                            count: entities.count, hashes: hashes, key: { Schema.id(of: entities[$0]) })
                    else { return nil }
                    return DecodingFailure(
                        .duplicateID(
                            id: Schema.id(of: entities[position]), firstIndex: earlier,
                            duplicateIndex: first + position),
                        at: offsets[position])
                }
            }
            if let failure { throw failure }
            count += segment.entities.count
            elementStarts.append(contentsOf: segment.elementStarts)
            elementHashes.append(contentsOf: segment.elementHashes)
        }

        /// The entities, joined in order, and the index.
        func joined(pieces: Pieces.List) -> DecodedArray<Schema.Entity> {
            DecodedArray(
                entities: EntityBuffer.join(segments.map(\.entities)), indexByID: indexByID,
                elementStarts: elementStarts, elementHashes: elementHashes, pieces: pieces)
        }
    }

    /// The start of an element near `from`: the first piece start (`Pieces`: a `{` after `}`
    /// and `,`) at or after it, before `to`. A guess: it may sit inside a string or a nested
    /// array, which the join finds out and repairs.
    static func boundary(in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        Pieces.nextStart(in: base, from: from, to: to, lowerBound: 0)
    }
}
