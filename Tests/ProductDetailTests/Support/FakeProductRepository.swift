import CatalogKit
import Foundation
import ProductDetail
import Relay

/// A repository answering from an in-memory catalog on a given scheduler, whose queries a
/// test controls: how many ticks each takes, which fail and with what, and when they
/// answer again (`apply`, `reload`, `republish`).
final class FakeProductRepository: ProductRepository {
    /// The three queries a view model makes.
    enum Query: Hashable, Sendable { case product, related, notes }

    private struct State {
        var catalog: Catalog
        var delays: [Query: Int] = [:]
        var failures: [Query: CatalogError] = [:]
        var reloads = 0
    }

    let scheduler: any Scheduler
    // Sendable through `Locked`: state is read and written only inside `withLock`.
    private let state: Locked<State>
    private let catalogRelay: BehaviorRelay<Catalog>
    private let errorRelay = PublishRelay<CatalogError>()

    init(catalog: Catalog, scheduler: any Scheduler) {
        self.scheduler = scheduler
        state = Locked(State(catalog: catalog))
        catalogRelay = BehaviorRelay(value: catalog)
    }

    /// Each answer to `query` arrives `ticks` after it is asked (or re-asked).
    func setDelay(_ ticks: Int, for query: Query) { state.withLock { $0.delays[query] = ticks } }

    /// `query` fails with `error` from now on (for subscriptions made after this call).
    func fail(_ query: Query, with error: CatalogError) { state.withLock { $0.failures[query] = error } }

    /// How often `reload()` was called.
    var reloadCount: Int { state.withLock { $0.reloads } }

    func product(id: String) -> Observable<Product> {
        answer(.product) { catalog throws(CatalogError) in try catalog.product(id: id) }
    }

    func products(relatedTo id: String, limit: Int) -> Observable<[Product]> {
        answer(.related) { catalog throws(CatalogError) in try catalog.products(relatedTo: id, limit: limit) }
    }

    func notes(about id: String, limit: Int) -> Observable<[Note]> {
        answer(.notes) { catalog throws(CatalogError) in try catalog.notes(about: id, limit: limit) }
    }

    var updates: Observable<CatalogUpdate> {
        catalogRelay.map { CatalogUpdate(catalog: $0, delta: .everything) }
    }

    var errors: Observable<CatalogError> { errorRelay.asObservable() }

    func reload() {
        state.withLock { $0.reloads += 1 }
        catalogRelay.accept(state.withLock { $0.catalog })
    }

    func apply(_ changes: [CatalogChange], completion: (@Sendable ([AppliedChanges.Rejection]) -> Void)?) {
        let applied = state.withLock { $0.catalog }.applying(changes)
        state.withLock { $0.catalog = applied.catalog }
        catalogRelay.accept(applied.catalog)
        if let completion { return completion(applied.rejections) }
        for rejection in applied.rejections { errorRelay.accept(rejection.error) }
    }

    /// Answers with each catalog put in service, after the query's delay, until the answer
    /// fails.
    private func answer<Value: Sendable>(
        _ query: Query, _ body: @escaping @Sendable (Catalog) throws(CatalogError) -> Value
    ) -> Observable<Value> {
        let scheduler = scheduler
        let state = state
        let catalogs = catalogRelay
        return Observable.create { observer in
            let bag = CompositeDisposable()
            let subscription = catalogs.subscribe(onNext: { catalog in
                let (delay, failure) = state.withLock { ($0.delays[query] ?? 10, $0.failures[query]) }
                let work = scheduler.schedule(after: .milliseconds(delay)) {
                    if let failure { return observer.onError(failure) }
                    do {
                        observer.onNext(try body(catalog))
                    } catch {
                        observer.onError(error)
                    }
                }
                _ = bag.insert(work)
            })
            _ = bag.insert(subscription)
            return bag
        }
    }
}
