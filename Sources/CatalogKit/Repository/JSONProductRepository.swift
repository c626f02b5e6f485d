import Foundation
import Relay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `ProductRepository` reading `products.json` and `notes.json` from a data directory, and
/// watching them.
///
/// Its core is an ``InMemoryProductRepository``: queries, change routing and `apply` are the
/// same; this type adds the files. Loading starts at once on the file scheduler; queries made
/// earlier wait for it.
///
/// **A change costs what changed.** The load remembers each file as chunks cut by content
/// (a few dozen elements each) with a hash per chunk and per element. A later look `stat`s the
/// files: one whose size, times and inode are unchanged (and had settled before it was read) is
/// not read at all, so watching an idle catalog of any size costs two `stat` calls per look. A
/// changed file is read and hashed (on both cores, without decoding), its chunks are compared
/// with those remembered, and only the chunks that changed are decoded; each element whose
/// bytes changed becomes a change to the catalog in service, published with its delta like any
/// other change. A file written again with the same bytes is never parsed again.
///
/// **Never stale.** A file that changes while it is read is read again; one whose content is bad
/// is reported on `errors` (once per state of the file), keeps the last good catalog, and is
/// read again whenever it changes and every few seconds even if it looks unchanged.
///
/// ```swift
/// let repository = JSONProductRepository(directory: data.url)
/// repository.startWatching()
/// repository.product(id: "p-001")
///     .subscribe(onNext: { print($0.name) })
///     .disposed(by: bag)
/// ```
public final class JSONProductRepository: ProductRepository {
    /// How many looks and reads the file watching did.
    public struct Statistics: Sendable, Hashable {
        /// Looks at the files (each one a `stat` per file).
        public var looks = 0
        /// Whole-file reads: a decode, or a scan that hashes a changed file's chunks.
        public var reads = 0
        /// Catalogs built from the files, or changed by them, and put in service.
        public var loads = 0
        /// Elements decoded again by looks after the first load (only those of changed chunks).
        public var elementsDecoded = 0
    }

    private struct Files: Sendable {
        var products = WatchedFile()
        var notes = WatchedFile()
        var statistics = Statistics()
        /// The problem last published, until the files read well again: a file that stays
        /// broken (or unreadable) is reported once, not at every look.
        var reportedError: CatalogError?
        /// Whether changes found by a look wait to be put in service (the next look waits).
        var isUpdatePending = false
    }

    /// The directory the data files are read from.
    public let directory: URL
    private let core: InMemoryProductRepository
    private let fileScheduler: any Scheduler
    /// Whether loads remember the files' chunks, so that later looks read only what changed
    /// (see ``init(directory:scheduler:fileScheduler:hashesContent:)``).
    public let hashesContent: Bool
    // Written by work on `fileScheduler` and by updates on the core's scheduler, one at a time
    // (a look waits while an update is pending); the lock lets `statistics` be read anywhere.
    private let files = Locked(Files())
    private let watching = SerialDisposable()

    /// Creates a repository whose queries run on one background queue and whose file work
    /// runs on another, and schedules the first load.
    ///
    /// ```swift
    /// // Shown once and never looked at again: skip what later looks would need.
    /// let repository = JSONProductRepository(directory: data.url, hashesContent: false)
    /// ```
    ///
    /// - Parameters:
    ///   - directory: The folder holding `products.json` and `notes.json`.
    ///   - hashesContent: Whether loads remember the files' chunks; see
    ///     ``init(directory:scheduler:fileScheduler:hashesContent:)``.
    public convenience init(directory: URL, hashesContent: Bool = true) {
        self.init(
            directory: directory,
            scheduler: SerialDispatchQueueScheduler(label: "CatalogKit.JSONProductRepository"),
            fileScheduler: SerialDispatchQueueScheduler(label: "CatalogKit.JSONProductRepository.files"),
            hashesContent: hashesContent)
    }

    /// Creates a repository and schedules the first load.
    ///
    /// - Parameters:
    ///   - directory: The folder holding `products.json` and `notes.json`.
    ///   - scheduler: Where changes are made and queries run; must run one action at a time.
    ///     Tests pass a `TestScheduler` or `ImmediateScheduler`.
    ///   - fileScheduler: Where files are looked at, read and parsed; `scheduler` itself by
    ///     default (so a test on virtual time stays deterministic).
    ///   - hashesContent: Whether each load remembers the files' chunks and hashes (about 12
    ///     bytes per element), so that a later look (``reload()``, ``startWatching(every:)``)
    ///     reads a changed file at the cost of what changed in it, and skips a file written
    ///     again with the same bytes. A repository that loads once and is never looked at again
    ///     passes `false` and saves a pass over every byte; its later looks still see every
    ///     edit, but parse a changed file whole and build the catalog again.
    public init(
        directory: URL, scheduler: any Scheduler, fileScheduler: (any Scheduler)? = nil,
        hashesContent: Bool = true
    ) {
        self.directory = directory
        self.hashesContent = hashesContent
        core = InMemoryProductRepository(scheduler: scheduler)
        self.fileScheduler = fileScheduler ?? scheduler
        // The files' indexes name entities by slot: they follow a catalog built again.
        let files = files
        core.onCompaction { products, notes in
            files.withLock { files in
                files.products.index = files.products.index?.remappingSlots(products)
                files.notes.index = files.notes.index?.remappingSlots(notes)
            }
        }
        self.fileScheduler.schedule { [weak self] in self?.look() }
    }

    deinit {
        watching.dispose()
    }

    /// The catalog in service, or `nil` before the first successful load.
    public var currentCatalog: Catalog? { core.currentCatalog }

    /// How many looks and reads the file watching did so far.
    public var statistics: Statistics { files.withLock { $0.statistics } }

    /// See `ProductRepository.product(id:)`.
    public func product(id: String) -> Observable<Product> { core.product(id: id) }

    /// See `ProductRepository.products(relatedTo:limit:)`.
    public func products(relatedTo id: String, limit: Int) -> Observable<[Product]> {
        core.products(relatedTo: id, limit: limit)
    }

    /// See `ProductRepository.notes(about:limit:)`.
    public func notes(about id: String, limit: Int) -> Observable<[Note]> {
        core.notes(about: id, limit: limit)
    }

    /// See ``InMemoryProductRepository/pageParts(productID:relatedLimit:noteLimit:)``.
    public func pageParts(productID: String, relatedLimit: Int, noteLimit: Int) -> Observable<[PagePart]> {
        core.pageParts(productID: productID, relatedLimit: relatedLimit, noteLimit: noteLimit)
    }

    /// See `ProductRepository.updates`.
    public var updates: Observable<CatalogUpdate> { core.updates }

    /// See `ProductRepository.errors`.
    public var errors: Observable<CatalogError> { core.errors }

    /// Looks at the data files once, on the file scheduler, and puts in service what changed.
    /// Changes applied since the load stay, except where a file's bytes changed.
    public func reload() {
        fileScheduler.schedule { [weak self] in self?.look() }
    }

    /// See ``InMemoryProductRepository/apply(_:completion:)``.
    public func apply(
        _ changes: [CatalogChange], completion: (@Sendable ([AppliedChanges.Rejection]) -> Void)?
    ) {
        core.apply(changes, completion: completion)
    }

    /// Looks at the files every `interval` until ``stopWatching()`` (or the repository goes
    /// away), putting in service what changed.
    public func startWatching(every interval: Duration = .milliseconds(250)) {
        let tick = SerialDisposable()
        watching.disposable = tick
        scheduleLook(after: interval, into: tick)
    }

    /// Stops looking at the files; a look already running finishes.
    public func stopWatching() {
        watching.disposable = Disposables.create()
    }

    private func scheduleLook(after interval: Duration, into tick: SerialDisposable) {
        tick.disposable = fileScheduler.schedule(after: interval) { [weak self, weak tick] in
            guard let self, let tick, !tick.isDisposed else { return }
            look()
            scheduleLook(after: interval, into: tick)
        }
    }

    // MARK: Machinery (on the file scheduler)

    private var productsURL: URL { directory.appendingPathComponent(CatalogFile.products) }
    private var notesURL: URL { directory.appendingPathComponent(CatalogFile.notes) }

    /// What one look found about one file.
    private enum Finding<Entity: Sendable> {
        /// Nothing to read, or its bytes are those last read.
        case unchanged
        /// Its changed chunks, decoded.
        case changed(FileChanges<Entity>)
        /// It must be decoded whole (the first load, a file not remembered in chunks, or one
        /// that does not start like an array of objects).
        case decodeWhole
        case failed(CatalogError)

        var isDecodeWhole: Bool {
            if case .decodeWhole = self { return true }
            return false
        }

        var isUnchanged: Bool {
            if case .unchanged = self { return true }
            return false
        }
    }

    private func look() {
        var state = files.withLock { $0 }
        guard !state.isUpdatePending else { return }
        // What the look learns is written back before anything is put in service (an update
        // may run at once, on an immediate scheduler, and writes its own part).
        var isCommitted = false
        defer { if !isCommitted { files.withLock { $0 = state } } }
        state.statistics.looks += 1
        let isFirstLoad = core.currentCatalog == nil
        let now = Self.wallClockNanoseconds()
        let products: Finding<Product> = find(
            ProductSchema.self, at: productsURL, name: CatalogFile.products, known: &state.products,
            statistics: &state.statistics, isFirstLoad: isFirstLoad, now: now)
        let notes: Finding<Note> = find(
            NoteSchema.self, at: notesURL, name: CatalogFile.notes, known: &state.notes,
            statistics: &state.statistics, isFirstLoad: isFirstLoad, now: now)
        if case .failed(let error) = products { return report(error, in: &state, isFirstLoad: isFirstLoad) }
        if case .failed(let error) = notes { return report(error, in: &state, isFirstLoad: isFirstLoad) }
        if products.isDecodeWhole || notes.isDecodeWhole {
            // A file changed beside one decoded whole is decoded whole too: one catalog.
            return decodeWhole(
                products: !products.isUnchanged, notes: !notes.isUnchanged, into: &state,
                isCommitted: &isCommitted,
                isFirstLoad: isFirstLoad)
        }
        let productChanges: FileChanges<Product>? =
            if case .changed(let changes) = products { changes } else { nil }
        let noteChanges: FileChanges<Note>? = if case .changed(let changes) = notes { changes } else { nil }
        guard productChanges != nil || noteChanges != nil else {
            // A file whose bytes were bad and still are stays an error.
            if let error = state.products.contentError ?? state.notes.contentError {
                return report(error, in: &state, isFirstLoad: isFirstLoad)
            }
            state.reportedError = nil
            // Good again, with the bytes already in service: said with the catalog once more,
            // as after a reload (nothing changed, so no query runs).
            if state.products.hasRecovered || state.notes.hasRecovered {
                state.products.hasRecovered = false
                state.notes.hasRecovered = false
                core.republish()
            }
            return
        }
        state.isUpdatePending = true
        files.withLock { $0 = state }
        isCommitted = true
        core.update { [weak self] current in
            guard let self else { return nil }
            guard let current else {
                files.withLock { $0.isUpdatePending = false }
                return nil
            }
            // The indexes as they are now: a compaction since the look renumbered their slots
            // (the chunks the changes name are the same).
            let (productsIndex, notesIndex) = files.withLock { ($0.products.index, $0.notes.index) }
            do throws(CatalogError) {
                let result = try CatalogReload.apply(
                    products: productChanges, notes: noteChanges, to: current, productsIndex: productsIndex,
                    notesIndex: notesIndex)
                files.withLock { files in
                    files.isUpdatePending = false
                    files.products.index = result.productsIndex
                    files.notes.index = result.notesIndex
                    if productChanges != nil { files.products.contentError = nil }
                    if noteChanges != nil { files.notes.contentError = nil }
                    files.statistics.loads += 1
                    files.reportedError = nil
                }
                return (result.catalog, result.delta, result.isRebuilt)
            } catch {
                let reports = files.withLock { files -> Bool in
                    files.isUpdatePending = false
                    if error.file == CatalogFile.notes {
                        files.notes.contentError = error
                    } else {
                        files.products.contentError = error
                    }
                    defer { files.reportedError = error }
                    return files.reportedError != error
                }
                if reports { core.fail(error) }
                return nil
            }
        }
    }

    /// Publishes `error` unless it was the last one published (or this is the first load,
    /// whose queries wait for it).
    private func report(_ error: CatalogError, in state: inout Files, isFirstLoad: Bool) {
        if error != state.reportedError || isFirstLoad { core.fail(error) }
        state.reportedError = error
    }

    /// Looks at one file: whether it needs reading, and what reading it found.
    private func find<Schema: CatalogSchema>(
        _ schema: Schema.Type, at url: URL, name: String, known: inout WatchedFile,
        statistics: inout Statistics,
        isFirstLoad: Bool, now: Int64
    ) -> Finding<Schema.Entity> where Schema.Entity: Sendable {
        let path = url.path
        let status: FileStatus
        do throws(CatalogError) {
            status = try FileStatus.of(path: path)
        } catch {
            known.forget()
            return .failed(error)
        }
        if isFirstLoad { return .decodeWhole }
        switch known.need(status, now: now) {
        case .nothing:
            return .unchanged
        case .read:
            break
        }
        guard let index = known.index else { return .decodeWhole }
        // Read until the file holds still while it is read (a writer mid-way is caught by the
        // status changing under the read).
        var before = status
        for _ in 0..<3 {
            let readAt = Self.wallClockNanoseconds()
            statistics.reads += 1
            let outcome: Finding<Schema.Entity>
            do throws(CatalogError) {
                switch try FileScan.scan(path: path) {
                case .scanned(let scan):
                    if let changes = try FileChanges<Schema.Entity>.find(
                        schema, in: scan, since: index, path: path, file: name)
                    {
                        statistics.elementsDecoded += changes.regions.reduce(0) { $0 + $1.entities.count }
                        outcome = changes.isUnchanged ? .unchanged : .changed(changes)
                    } else {
                        // Most of it changed: decoding it whole (on every core) costs less.
                        outcome = .decodeWhole
                    }
                case .empty(let size):
                    // `[]`: every element is gone (if there were any).
                    let changes = FileChanges<Schema.Entity>.emptied(index, size: size, path: path)
                    outcome = changes.isUnchanged ? .unchanged : .changed(changes)
                case .notAnArrayOfObjects:
                    outcome = .decodeWhole
                }
            } catch {
                outcome = .failed(error)
            }
            let after = try? FileStatus.of(path: path)
            guard after == before else {
                before = after ?? before
                continue
            }
            known.status = before
            known.readAt = readAt
            switch outcome {
            case .unchanged:
                if known.contentError != nil { known.hasRecovered = true }
                known.contentError = nil
            case .failed(let error):
                known.contentError = error
                // An unreadable file is looked at again at the next look.
                if case .unreadableFile = error { known.forget() }
            case .changed, .decodeWhole:
                break
            }
            return outcome
        }
        // Still changing: the next look reads it again.
        known.forget()
        return .unchanged
    }

    /// Decodes the named files whole (keeping the other file's entities from the catalog in
    /// service) and puts the result in service: the first load, a repository that does not
    /// remember chunks, or a file that does not start like an array of objects.
    private func decodeWhole(
        products parsesProducts: Bool, notes parsesNotes: Bool, into state: inout Files,
        isCommitted: inout Bool,
        isFirstLoad: Bool
    ) {
        let current = core.currentCatalog
        let parsesProducts = parsesProducts || current == nil
        let parsesNotes = parsesNotes || current == nil
        let productsStatus = try? FileStatus.of(path: productsURL.path)
        let notesStatus = try? FileStatus.of(path: notesURL.path)
        let readAt = Self.wallClockNanoseconds()
        state.statistics.reads += (parsesProducts ? 1 : 0) + (parsesNotes ? 1 : 0)
        let decoded: CatalogDecoder.DecodedFiles
        do throws(CatalogError) {
            decoded = try CatalogDecoder().decodeFiles(
                products: parsesProducts ? .file(productsURL, name: CatalogFile.products) : nil,
                notes: parsesNotes ? .file(notesURL, name: CatalogFile.notes) : nil,
                hashing: hashesContent)
        } catch {
            if parsesProducts, error.file != CatalogFile.notes {
                state.products.remember(status: productsStatus, readAt: readAt, error: error)
            }
            if parsesNotes, error.file != CatalogFile.products {
                state.notes.remember(status: notesStatus, readAt: readAt, error: error)
            }
            return report(error, in: &state, isFirstLoad: isFirstLoad)
        }
        // A file that changed while it was decoded is read again at the next look.
        let productsChanged = parsesProducts && (try? FileStatus.of(path: productsURL.path)) != productsStatus
        let notesChanged = parsesNotes && (try? FileStatus.of(path: notesURL.path)) != notesStatus
        if decoded.products != nil {
            state.products.record(status: productsChanged ? nil : productsStatus, readAt: readAt, index: nil)
        }
        if decoded.notes != nil {
            state.notes.record(status: notesChanged ? nil : notesStatus, readAt: readAt, index: nil)
        }
        state.statistics.loads += 1
        state.reportedError = nil
        state.isUpdatePending = true
        files.withLock { $0 = state }
        isCommitted = true
        let hashesContent = hashesContent
        // Built on the core's scheduler, against the catalog in service then: a change applied
        // meanwhile to the file not decoded is kept, and the indexes follow in the same step.
        core.update { [files] current in
            defer { files.withLock { $0.isUpdatePending = false } }
            let products = decoded.products
            let notes = decoded.notes
            let catalog: Catalog
            do throws(CatalogError) {
                let productIndexByID =
                    products?.indexByID ?? PositionTable(current.map { $0.products.map(\.id) } ?? [])
                catalog = try Catalog(
                    products: products?.entities ?? current.map { Array($0.products) } ?? [],
                    notes: notes?.entities ?? current.map { Array($0.notes) } ?? [],
                    productIndexByID: productIndexByID, noteIndexByID: notes?.indexByID,
                    productsFile: CatalogFile.products, notesFile: CatalogFile.notes)
            } catch {
                return nil
            }
            files.withLock { files in
                if let products {
                    files.products.index = hashesContent ? Self.index(of: products) : nil
                } else if let current {
                    // Built again: the products' slots are their places among the live ones.
                    files.products.index = files.products.index?.remappingSlots(
                        FileIndex.liveRanks(count: current.productSlots.count) {
                            current.product(atSlot: $0) != nil
                        })
                }
                if let notes {
                    files.notes.index = hashesContent ? Self.index(of: notes) : nil
                } else if let current {
                    files.notes.index = files.notes.index?.remappingSlots(
                        FileIndex.liveRanks(count: current.noteSlots.count) {
                            current.note(atSlot: $0) != nil
                        })
                }
            }
            return (catalog, current.map { catalog.delta(from: $0) } ?? .everything, true)
        }
    }

    /// The index of a file decoded whole, its entities in file order (slot = place).
    private static func index<Entity>(of decoded: DecodedArray<Entity>) -> FileIndex? {
        guard decoded.elementHashes.count == decoded.entities.count else { return nil }
        var index = FileIndex()
        index.appendChunks(
            pieces: decoded.pieces, pieceRange: 0..<decoded.pieces.count,
            elementStarts: decoded.elementStarts[...],
            elementHashes: decoded.elementHashes[...],
            slots: (0..<decoded.entities.count).map { Int32(truncatingIfNeeded: $0) }[...])
        return index
    }

    private static func wallClockNanoseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) &* 1_000_000_000 &+ Int64(now.tv_nsec)
    }
}
