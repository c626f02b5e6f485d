import Foundation
import Relay

/// A `ProductRepository` reading `products.json` and `notes.json` from a data directory.
///
/// Loading starts at once, on `scheduler`; queries made earlier wait for it. The catalog
/// in service lives in a `BehaviorRelay`, so every query re-emits when a reload or an
/// applied change alters its answer. A reload that finds bad data publishes the error on
/// `errors` and keeps the last good catalog.
///
/// ```swift
/// let repository = JSONProductRepository(directory: data.url)
/// repository.product(id: "p-001")
///     .subscribe(onNext: { print($0.name) })
///     .disposed(by: bag)
/// ```
public final class JSONProductRepository: ProductRepository {
    private enum LoadState: Sendable {
        case loading
        case loaded(Catalog)
        case failed(CatalogError)
    }

    private struct Fingerprints: Sendable {
        var products: FileFingerprint?
        var notes: FileFingerprint?
    }

    /// The directory the data files are read from.
    public let directory: URL
    private let scheduler: any Scheduler
    private let state = BehaviorRelay<LoadState>(value: .loading)
    private let errorRelay = PublishRelay<CatalogError>()
    // Written only by work running on `scheduler` (serial); the mutex makes that provable.
    private let fingerprints = Locked(Fingerprints())

    /// Creates a repository and schedules the first load.
    ///
    /// - Parameters:
    ///   - directory: The folder holding `products.json` and `notes.json`.
    ///   - scheduler: Where loading, reloading and queries run; must run one action at a
    ///     time. Tests pass a `TestScheduler` or `ImmediateScheduler`.
    public init(
        directory: URL,
        scheduler: any Scheduler = SerialDispatchQueueScheduler(label: "ProductDetail.JSONProductRepository")
    ) {
        self.directory = directory
        self.scheduler = scheduler
        scheduler.schedule { [weak self] in self?.reloadNow() }
    }

    /// The catalog in service, or `nil` before the first successful load.
    public var currentCatalog: Catalog? {
        if case .loaded(let catalog) = state.value { return catalog }
        return nil
    }

    /// See `ProductRepository.product(id:)`.
    public func product(id: String) -> Observable<Product> {
        query { catalog throws(CatalogError) in try catalog.product(id: id) }
    }

    /// See `ProductRepository.products(relatedTo:limit:)`.
    public func products(relatedTo id: String, limit: Int) -> Observable<[Product]> {
        precondition(limit >= 0, "products(relatedTo:limit:) needs a limit ≥ 0, got \(limit)")
        return query { catalog throws(CatalogError) in try catalog.products(relatedTo: id, limit: limit) }
    }

    /// See `ProductRepository.notes(about:limit:)`.
    public func notes(about id: String, limit: Int) -> Observable<[Note]> {
        precondition(limit >= 0, "notes(about:limit:) needs a limit ≥ 0, got \(limit)")
        return query { catalog throws(CatalogError) in try catalog.notes(about: id, limit: limit) }
    }

    /// See `ProductRepository.catalogChanges`.
    public var catalogChanges: Observable<Catalog> {
        state.asObservable().compactMap { state in
            if case .loaded(let catalog) = state { return catalog }
            return nil
        }
    }

    /// See `ProductRepository.errors`.
    public var errors: Observable<CatalogError> {
        errorRelay.asObservable()
    }

    /// Re-reads the data files on the background scheduler. Files whose bytes did not
    /// change keep their entities (including applied changes); if any changed file is bad,
    /// its error is published and the catalog in service stays.
    ///
    /// A file is skipped without reading when its size and modification time match the
    /// last read and it had been left alone for two seconds before that read; otherwise it
    /// is read and its content hash decides.
    public func reload() {
        scheduler.schedule { [weak self] in self?.reloadNow() }
    }

    /// Applies `change` to the catalog in service on the background scheduler and
    /// publishes the result; a change that cannot be made (unknown product, taken note id)
    /// is published on `errors` instead.
    public func apply(_ change: CatalogChange) {
        scheduler.schedule { [weak self] in
            guard let self else { return }
            switch state.value {
            case .loaded(let catalog):
                do throws(CatalogError) {
                    state.accept(.loaded(try catalog.applying(change)))
                } catch {
                    errorRelay.accept(error)
                }
            case .failed(let error):
                errorRelay.accept(error)
            case .loading:
                preconditionFailure("apply ran before the first load on a serial scheduler")
            }
        }
    }

    private func query<Answer: Equatable & Sendable>(
        _ answer: @escaping @Sendable (Catalog) throws(CatalogError) -> Answer
    ) -> Observable<Answer> {
        let state = self.state
        return Observable<Answer>.create { observer in
            state.subscribe(onNext: { current in
                switch current {
                case .loading:
                    return
                case .failed(let error):
                    observer.onError(error)
                case .loaded(let catalog):
                    do throws(CatalogError) {
                        observer.onNext(try answer(catalog))
                    } catch {
                        observer.onError(error)
                    }
                }
            })
        }
        .distinctUntilChanged()
        .subscribe(on: scheduler)
    }

    private func reloadNow() {
        let current: Catalog?
        if case .loaded(let catalog) = state.value { current = catalog } else { current = nil }
        let known = current == nil ? Fingerprints() : fingerprints.withLock { $0 }
        do throws(CatalogError) {
            // One file's bytes at a time: each is released before the next is read.
            let decoder = CatalogDecoder()
            var productsFingerprint = known.products
            var newProducts = current?.products ?? []
            var productIndexByID: [String: Int]?
            if let products = try CatalogFile.readIfChanged(
                directory.appendingPathComponent(CatalogFile.products), since: known.products)
            {
                let decoded = try decoder.decodeIndexedProducts(products.data, file: CatalogFile.products)
                newProducts = decoded.products
                productIndexByID = decoded.indexByID
                productsFingerprint = products.fingerprint
            }
            var notesFingerprint = known.notes
            var newNotes = current?.notes ?? []
            if let notes = try CatalogFile.readIfChanged(
                directory.appendingPathComponent(CatalogFile.notes), since: known.notes)
            {
                newNotes = try decoder.decodeNotes(notes.data, file: CatalogFile.notes)
                notesFingerprint = notes.fingerprint
            }
            guard current == nil || productsFingerprint != known.products || notesFingerprint != known.notes
            else { return }
            let catalog =
                if let productIndexByID {
                    try Catalog(
                        products: newProducts, notes: newNotes, productIndexByID: productIndexByID,
                        productsFile: CatalogFile.products, notesFile: CatalogFile.notes)
                } else {
                    try Catalog(products: newProducts, notes: newNotes)
                }
            fingerprints.withLock {
                $0 = Fingerprints(products: productsFingerprint, notes: notesFingerprint)
            }
            state.accept(.loaded(catalog))
        } catch {
            errorRelay.accept(error)
            if current == nil { state.accept(.failed(error)) }
        }
    }
}
