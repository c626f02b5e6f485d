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
/// earlier wait for it. A file whose size and times are unchanged since it was read (and that
/// had been left alone before that read) is not read again, so watching an idle catalog costs
/// two `stat` calls per look at any size. A changed file is read and parsed on the file
/// scheduler, while queries keep answering from the last good catalog on theirs; bad content
/// is published on `errors` (once per state of the file) and the last good catalog stays.
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
        /// Whole-file reads.
        public var reads = 0
        /// Catalogs built from the files and put in service.
        public var loads = 0
    }

    private struct Files: Sendable {
        var products = WatchedFile()
        var notes = WatchedFile()
        var statistics = Statistics()
        /// The problem last published, until the files read well again: a file that stays
        /// broken (or unreadable) is reported once, not at every look.
        var reportedError: CatalogError?
    }

    /// The directory the data files are read from.
    public let directory: URL
    /// The repository's core: the catalog in service, queries and change routing.
    public let core: InMemoryProductRepository
    private let fileScheduler: any Scheduler
    /// Whether loads hash the bytes they read (see ``init(directory:scheduler:fileScheduler:hashesContent:)``).
    public let hashesContent: Bool
    // Written only by work on `fileScheduler`; the lock lets `statistics` be read anywhere.
    private let files = Locked(Files())
    private let watching = SerialDisposable()

    /// Creates a repository whose queries run on one background queue and whose file work
    /// runs on another, and schedules the first load.
    ///
    /// ```swift
    /// // Shown once and never looked at again: skip the hash a watch would need.
    /// let repository = JSONProductRepository(directory: data.url, hashesContent: false)
    /// ```
    ///
    /// - Parameters:
    ///   - directory: The folder holding `products.json` and `notes.json`.
    ///   - hashesContent: Whether loads hash the bytes they read; see
    ///     ``init(directory:scheduler:fileScheduler:hashesContent:)``.
    public convenience init(directory: URL, hashesContent: Bool = true) {
        self.init(
            directory: directory,
            scheduler: SerialDispatchQueueScheduler(label: "ProductDetail.JSONProductRepository"),
            fileScheduler: SerialDispatchQueueScheduler(label: "ProductDetail.JSONProductRepository.files"),
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
    ///   - hashesContent: Whether each load hashes the bytes it reads, so that a later look
    ///     (``reload()``, ``startWatching(every:)``) can tell a file that was written again
    ///     with the same bytes and skip parsing it. A repository that loads once and is never
    ///     looked at again passes `false` and saves a pass over every byte; its later looks
    ///     still see every edit, but parse a file again whenever its status changed, and
    ///     publish the catalog again even when its bytes did not change.
    public init(
        directory: URL, scheduler: any Scheduler, fileScheduler: (any Scheduler)? = nil,
        hashesContent: Bool = true
    ) {
        self.directory = directory
        self.hashesContent = hashesContent
        core = InMemoryProductRepository(scheduler: scheduler)
        self.fileScheduler = fileScheduler ?? scheduler
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

    /// See `ProductRepository.catalogChanges`.
    public var catalogChanges: Observable<Catalog> { core.catalogChanges }

    /// See `ProductRepository.updates`.
    public var updates: Observable<CatalogUpdate> { core.updates }

    /// See `ProductRepository.errors`.
    public var errors: Observable<CatalogError> { core.errors }

    /// Looks at the data files once, on the file scheduler, and reloads those that changed.
    /// Files whose bytes did not change keep their entities (including applied changes).
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
    /// away), reloading what changed.
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

    /// What one look found about a file.
    private enum Look {
        case unchanged
        /// New content, to be parsed from the file; `status` was taken just before reading.
        case changed(status: FileStatus, readAt: Int64)
        case failed(CatalogError)

        var isChanged: Bool {
            if case .changed = self { return true }
            return false
        }
    }

    private func look() {
        let productsURL = directory.appendingPathComponent(CatalogFile.products)
        let notesURL = directory.appendingPathComponent(CatalogFile.notes)
        var state = files.withLock { $0 }
        defer { files.withLock { $0 = state } }
        state.statistics.looks += 1
        let isFirstLoad = core.currentCatalog == nil
        let products = look(at: productsURL, known: &state.products, statistics: &state.statistics)
        let notes = look(at: notesURL, known: &state.notes, statistics: &state.statistics)
        do throws(CatalogError) {
            if case .failed(let error) = products { throw error }
            if case .failed(let error) = notes { throw error }
            // A file whose bytes were bad and still are stays an error, without parsing again.
            if !products.isChanged, let error = state.products.contentError { throw error }
            if !notes.isChanged, let error = state.notes.contentError { throw error }
            if isFirstLoad || products.isChanged || notes.isChanged {
                try load(
                    products: products, at: productsURL, notes: notes, at: notesURL, into: &state,
                    current: core.currentCatalog)
            }
            state.reportedError = nil
        } catch {
            if error != state.reportedError || isFirstLoad { core.fail(error) }
            state.reportedError = error
        }
    }

    /// Whether a file may have new content: not when its status is settled and the same, nor
    /// when its bytes hash as they did (read block by block, never held whole).
    private func look(at url: URL, known: inout WatchedFile, statistics: inout Statistics) -> Look {
        do throws(CatalogError) {
            let status = try FileStatus.of(path: url.path)
            if known.isCertainlyUnchanged(status) { return .unchanged }
            let readAt = Self.wallClockNanoseconds()
            if let knownHash = known.contentHash {
                let hash = try CatalogFile.contentHash(of: url)
                statistics.reads += 1
                if hash == knownHash {
                    known.status = status
                    known.readAt = readAt
                    return .unchanged
                }
            }
            return .changed(status: status, readAt: readAt)
        } catch {
            known.status = nil
            known.contentHash = nil
            return .failed(error)
        }
    }

    /// Parses the changed files straight from disk (both at once, each on every core), keeps
    /// the other file's entities from `current`, and puts the result in service.
    private func load(
        products: Look, at productsURL: URL, notes: Look, at notesURL: URL, into state: inout Files,
        current: Catalog?
    ) throws(CatalogError) {
        let parsesProducts = products.isChanged || current == nil
        let parsesNotes = notes.isChanged || current == nil
        state.statistics.reads += (parsesProducts ? 1 : 0) + (parsesNotes ? 1 : 0)
        let decoded: CatalogDecoder.DecodedFiles
        do throws(CatalogError) {
            decoded = try CatalogDecoder().decodeFiles(
                products: parsesProducts ? .file(productsURL, name: CatalogFile.products) : nil,
                notes: parsesNotes ? .file(notesURL, name: CatalogFile.notes) : nil,
                hashing: hashesContent)
        } catch {
            // Remember the bad bytes by their hash, so they are not parsed again until they change.
            if parsesProducts, error.file != CatalogFile.notes {
                remember(products, at: productsURL, in: &state.products, contentError: error)
            }
            if parsesNotes, error.file != CatalogFile.products {
                remember(notes, at: notesURL, in: &state.notes, contentError: error)
            }
            throw error
        }
        let newProducts = decoded.products.map(\.entities) ?? current.map { Array($0.products) } ?? []
        let productIndexByID =
            decoded.products?.indexByID ?? PositionTable(newProducts.map(\.id))
        let newNotes = decoded.notes.map(\.entities) ?? current.map { Array($0.notes) } ?? []
        let catalog = try Catalog(
            products: newProducts, notes: newNotes, productIndexByID: productIndexByID,
            noteIndexByID: decoded.notes?.indexByID, productsFile: CatalogFile.products,
            notesFile: CatalogFile.notes)
        if let parsed = decoded.products { record(products, hash: parsed.contentHash, in: &state.products) }
        if let parsed = decoded.notes { record(notes, hash: parsed.contentHash, in: &state.notes) }
        state.statistics.loads += 1
        core.replace(with: catalog)
    }

    private func record(_ look: Look, hash: UInt64?, in known: inout WatchedFile) {
        if case .changed(let status, let readAt) = look {
            known.status = status
            known.readAt = readAt
        }
        known.contentHash = hash
        known.contentError = nil
    }

    private func remember(_ look: Look, at url: URL, in known: inout WatchedFile, contentError: CatalogError)
    {
        if case .changed(let status, let readAt) = look {
            known.status = status
            known.readAt = readAt
        }
        known.contentHash = try? CatalogFile.contentHash(of: url)
        known.contentError = contentError
    }

    private static func wallClockNanoseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) &* 1_000_000_000 &+ Int64(now.tv_nsec)
    }
}
