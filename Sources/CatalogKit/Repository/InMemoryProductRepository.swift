import Dispatch
import Relay

/// The repository's core with no files behind it: a persistent catalog, change routing and
/// `apply`, for view-model tests, previews and simulations that should run on the real thing
/// rather than a hand-written fake.
///
/// Every catalog it puts in service comes with what changed (``CatalogDelta``), and each live
/// query re-runs only when the change touches what its last answer read: the product, the
/// related ids it returned, its shop's and category's member lists, its notes. A page that
/// does not show a changed product does no work at all, however many pages are live.
///
/// Work runs on `scheduler`, one action at a time: a `TestScheduler` in tests (queries then
/// answer as virtual time advances), a serial Dispatch queue in an app.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let repository = InMemoryProductRepository(catalog: catalog, scheduler: scheduler)
/// let viewModel = ProductDetailViewModel(
///     productID: "p-1", repository: repository, scheduler: scheduler, now: fixedDate)
/// repository.apply(.setPriceAmount(productID: "p-1", minorUnits: 900))
/// scheduler.advance(to: 100)
/// ```
public final class InMemoryProductRepository: ProductRepository {
    private enum LoadState: Sendable {
        /// No catalog yet; changes applied meanwhile wait for the first one.
        case loading(pending: [PendingChanges])
        case loaded(Catalog)
        case failed(CatalogError)
    }

    /// A batch of changes applied before the first catalog, and who to tell how it went.
    private struct PendingChanges: Sendable {
        var changes: [CatalogChange]
        var completion: (@Sendable ([AppliedChanges.Rejection]) -> Void)?
    }

    /// Where changes are made and queries run.
    public let scheduler: any Scheduler
    // Written only by work on `scheduler`; the lock lets `currentCatalog` be read anywhere.
    private let state = Locked(LoadState.loading(pending: []))
    private let router = QueryRouter()
    private let updateRelay = BehaviorRelay<CatalogUpdate?>(value: nil)
    private let errorRelay = PublishRelay<CatalogError>()
    // Guards the compaction handler (see `onCompaction(_:)`).
    private let compaction = Locked<(@Sendable ((Int32) -> Int32, (Int32) -> Int32) -> Void)?>(nil)
    private let releaseQueue = DispatchQueue(
        label: "ProductDetail.InMemoryProductRepository.release", qos: .utility)

    /// Creates a repository serving `catalog` from the start.
    ///
    /// - Parameters:
    ///   - catalog: The catalog in service.
    ///   - scheduler: Where changes are made and queries run; must run one action at a time.
    public convenience init(
        catalog: Catalog,
        scheduler: any Scheduler = SerialDispatchQueueScheduler(
            label: "ProductDetail.InMemoryProductRepository")
    ) {
        self.init(scheduler: scheduler)
        state.withLock { $0 = .loaded(catalog) }
        updateRelay.accept(CatalogUpdate(catalog: catalog, delta: .everything))
    }

    /// Creates a repository with no catalog yet: queries wait for the first ``replace(with:)``
    /// (or fail with the first ``fail(_:)``).
    public init(scheduler: any Scheduler) {
        self.scheduler = scheduler
    }

    /// The catalog in service, or `nil` before the first one.
    public var currentCatalog: Catalog? {
        state.withLock { state in
            if case .loaded(let catalog) = state { return catalog }
            return nil
        }
    }

    /// The number of live queries (for tests and benchmarks of the routing).
    package var liveQueryCount: Int { router.count }

    // MARK: Queries

    /// See `ProductRepository.product(id:)`.
    public func product(id: String) -> Observable<Product> {
        query { catalog throws(CatalogError) in
            (try catalog.product(id: id), QueryDependencies(products: [id]))
        }
    }

    /// See `ProductRepository.products(relatedTo:limit:)`.
    public func products(relatedTo id: String, limit: Int) -> Observable<[Product]> {
        query { catalog throws(CatalogError) in
            let product = try catalog.product(id: id)
            let related = try catalog.products(relatedTo: id, limit: limit)
            let dependencies = QueryDependencies(
                products: [id] + product.relatedProductIDs + related.map(\.id),
                groups: [.shop(product.shopID), .category(product.category)])
            return (related, dependencies)
        }
    }

    /// See `ProductRepository.notes(about:limit:)`.
    public func notes(about id: String, limit: Int) -> Observable<[Note]> {
        query { catalog throws(CatalogError) in
            (try catalog.notes(about: id, limit: limit), QueryDependencies(products: [id], notesOf: [id]))
        }
    }

    /// The parts of a product page, as one live query: a change that touches the page emits
    /// every part it altered in one batch, so the page updates once per change. Parts fail
    /// (with `CatalogError.unknownProduct`) while the product is missing and answer again
    /// when a reload brings it back; the stream itself only ends with the load error of a
    /// repository that never had a catalog.
    public func pageParts(productID: String, relatedLimit: Int, noteLimit: Int) -> Observable<[PagePart]> {
        query { catalog throws(CatalogError) in
            PageAnswer(
                catalog: catalog, productID: productID, relatedLimit: relatedLimit, noteLimit: noteLimit
            )
            .withDependencies
        } output: { previous, current in
            current.parts(changedSince: previous)
        }
    }

    /// See `ProductRepository.updates`.
    public var updates: Observable<CatalogUpdate> {
        updateRelay.asObservable().compactMap { $0 }
    }

    /// See `ProductRepository.errors`.
    public var errors: Observable<CatalogError> {
        errorRelay.asObservable()
    }

    // MARK: Changes

    /// Nothing to re-read: an in-memory repository changes only through ``apply(_:)-(CatalogChange)`` and
    /// ``replace(with:)``.
    public func reload() {}

    /// Applies `changes` in order to the catalog in service, on the scheduler, and publishes
    /// the result once, with what they changed together: a batch is one update, however many
    /// changes it holds. A change that cannot be made (an unknown product, a taken note id, a
    /// value out of range) is skipped; the others are made. Changes made before the first
    /// catalog are applied right after it.
    ///
    /// - Parameters:
    ///   - changes: The changes, in order.
    ///   - completion: Called on the scheduler once the batch is in service, with the changes
    ///     that were skipped (their positions in `changes`). Without one, each skipped change
    ///     is published on `errors`.
    /// - Complexity: O(*c* log *n*) for *c* changes, plus the queries the changes touch.
    public func apply(
        _ changes: [CatalogChange], completion: (@Sendable ([AppliedChanges.Rejection]) -> Void)?
    ) {
        scheduler.schedule { [weak self] in
            self?.applyNow(PendingChanges(changes: changes, completion: completion))
        }
    }

    /// Puts `catalog` in service on the scheduler, as a reload does: the delta against the
    /// catalog in service decides which queries run again.
    public func replace(with catalog: Catalog) {
        scheduler.schedule { [weak self] in self?.replaceNow(with: catalog) }
    }

    /// Publishes `error` on `errors` on the scheduler. Before the first catalog, it also fails
    /// every query, waiting or to come, with it; afterwards the catalog in service stays.
    public func fail(_ error: CatalogError) {
        scheduler.schedule { [weak self] in self?.failNow(error) }
    }

    // MARK: Machinery (on the scheduler)

    private func applyNow(_ batch: PendingChanges) {
        switch state.withLock({ $0 }) {
        case .loaded(let catalog):
            let applied = catalog.applying(batch.changes)
            if !applied.delta.isEmpty || applied.rejections.count < batch.changes.count {
                publish(compactingIfWorthIt(applied.catalog), delta: applied.delta, replacing: catalog)
            }
            report(applied.rejections, to: batch.completion)
        case .failed(let error):
            report(
                batch.changes.indices.map { AppliedChanges.Rejection(index: $0, error: error) },
                to: batch.completion)
        case .loading(let pending):
            state.withLock { $0 = .loading(pending: pending + [batch]) }
        }
    }

    /// `catalog`, or, once the removed products and notes that keep their slots outnumber the
    /// live ones (and are many), the catalog built again without them: a feed that adds and
    /// removes for days keeps what it holds, not everything it ever held. The cost, O(*n*),
    /// comes once per as many removals as there are entities.
    private func compactingIfWorthIt(_ catalog: Catalog) -> Catalog {
        let removed = catalog.removedCount
        guard removed >= Self.compactionThreshold, removed > catalog.products.count + catalog.notes.count,
            let compacted = try? catalog.compacted()
        else { return catalog }
        compaction.withLock { $0 }?(compacted.productSlots, compacted.noteSlots)
        return compacted.catalog
    }

    /// The removed entities worth building the catalog again for.
    static let compactionThreshold = 4_096

    /// The ids and groups a published delta may always name; past this, and past the size of
    /// the catalog it comes with, it is published as everything.
    static let largestKeptDelta = 4_096

    /// Called on the scheduler when the catalog is built again without its removed entities,
    /// with how the products' and the notes' slots moved (the files' indexes follow).
    func onCompaction(
        _ handler: @escaping @Sendable (_ products: (Int32) -> Int32, _ notes: (Int32) -> Int32) -> Void
    ) {
        compaction.withLock { $0 = handler }
    }

    private func report(
        _ rejections: [AppliedChanges.Rejection],
        to completion: (@Sendable ([AppliedChanges.Rejection]) -> Void)?
    ) {
        if let completion { return completion(rejections) }
        for rejection in rejections { errorRelay.accept(rejection.error) }
    }

    func replaceNow(with catalog: Catalog, delta knownDelta: CatalogDelta? = nil, isWholeCatalog: Bool = true)
    {
        switch state.withLock({ $0 }) {
        case .loaded(let current):
            publish(
                catalog, delta: knownDelta ?? catalog.delta(from: current), replacing: current,
                isWholeCatalog: isWholeCatalog)
        case .loading(let pending):
            publish(catalog, delta: .everything, replacing: nil)
            for batch in pending { applyNow(batch) }
        case .failed:
            publish(catalog, delta: .everything, replacing: nil)
        }
    }

    /// Publishes the catalog in service again, with nothing changed, on the scheduler: the data
    /// behind it reads well again (no query runs).
    func republish() {
        scheduler.schedule { [weak self] in
            guard let self, let catalog = currentCatalog else { return }
            updateRelay.accept(CatalogUpdate(catalog: catalog, delta: CatalogDelta()))
        }
    }

    /// Puts in service a catalog made from the one in service by changes whose `delta` is
    /// known (an incremental reload), on the scheduler; `make` runs there, against the
    /// catalog in service (`nil` before the first), and says whether the catalog was built
    /// anew (the old one's memory is then given back to the system once freed).
    func update(_ make: @escaping @Sendable (Catalog?) -> (Catalog, CatalogDelta, isRebuilt: Bool)?) {
        scheduler.schedule { [weak self] in
            guard let self else { return }
            guard let (catalog, delta, isRebuilt) = make(currentCatalog) else { return }
            replaceNow(with: catalog, delta: delta, isWholeCatalog: isRebuilt)
        }
    }

    func failNow(_ error: CatalogError) {
        let failsQueries = state.withLock { state in
            if case .loaded = state { return false }
            state = .failed(error)
            return true
        }
        if failsQueries {
            for (id, registration) in router.affected(by: .everything) {
                registration.fail(error)
                router.remove(id)
            }
        }
        errorRelay.accept(error)
    }

    private func publish(
        _ catalog: Catalog, delta exactDelta: CatalogDelta, replacing old: Catalog?,
        isWholeCatalog: Bool = false
    ) {
        // The latest update stays in `updateRelay`: a delta larger than the new catalog (and
        // than a floor) is published as everything, so it does not hold the old catalog's ids.
        let delta = exactDelta.bounded(
            by: Swift.max(Self.largestKeptDelta, catalog.products.count + catalog.notes.count))
        state.withLock { $0 = .loaded(catalog) }
        if !delta.isEmpty {
            for (id, registration) in router.affected(by: delta) {
                if let dependencies = registration.refresh(catalog) {
                    router.setDependencies(dependencies, of: id)
                } else {
                    router.remove(id)
                }
            }
        }
        updateRelay.accept(CatalogUpdate(catalog: catalog, delta: delta))
        // The old catalog's last reference may be this one: free it off the publishing path
        // (after a reload that is a whole catalog's worth of memory, and then give that memory
        // back to the system).
        if let old { BackgroundRelease.release(old, trimsMemory: isWholeCatalog, promptly: true) }
    }

    private func query<Answer: Equatable & Sendable>(
        _ evaluate: @escaping @Sendable (Catalog) throws(CatalogError) -> (Answer, QueryDependencies)
    ) -> Observable<Answer> {
        query(evaluate) { _, current in current }
    }

    private func query<Answer: Equatable & Sendable, Output: Sendable>(
        _ evaluate: @escaping @Sendable (Catalog) throws(CatalogError) -> (Answer, QueryDependencies),
        output: @escaping @Sendable (_ previous: Answer?, _ current: Answer) -> Output?
    ) -> Observable<Output> {
        let router = router
        let state = state
        let scheduler = scheduler
        return Observable<Output>.create { observer in
            let id = router.makeID()
            let sink = QuerySink(observer: observer, evaluate: evaluate, output: output)
            let registration = QueryRouter.Registration(refresh: sink.refresh, fail: sink.fail)
            let scheduled = scheduler.schedule {
                guard router.register(id, registration) else { return }
                switch state.withLock({ $0 }) {
                case .loading:
                    return  // the first catalog refreshes every registered query
                case .failed(let error):
                    router.remove(id)
                    sink.fail(error)
                case .loaded(let catalog):
                    if let dependencies = sink.refresh(catalog) {
                        router.setDependencies(dependencies, of: id)
                    } else {
                        router.remove(id)
                    }
                }
            }
            return Disposables.create {
                scheduled.dispose()
                router.remove(id)
            }
        }
    }
}
