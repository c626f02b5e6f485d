import Relay

/// One live query's answer-keeping: runs the query against a catalog and emits the answer
/// only when it differs from the last one emitted.
final class QuerySink<Answer: Equatable & Sendable>: @unchecked Sendable {
    // @unchecked: `last` is touched only from `refresh`/`fail`, which the repository calls on
    // its serial scheduler, one at a time.
    private var last: Answer?
    private let observer: Observer<Answer>
    private let evaluate: @Sendable (Catalog) throws(CatalogError) -> (Answer, QueryDependencies)

    init(
        observer: Observer<Answer>,
        evaluate: @escaping @Sendable (Catalog) throws(CatalogError) -> (Answer, QueryDependencies)
    ) {
        self.observer = observer
        self.evaluate = evaluate
    }

    /// Runs the query; emits a changed answer or the error. Returns what the answer read,
    /// or `nil` when the query failed (and so ended).
    func refresh(_ catalog: Catalog) -> QueryDependencies? {
        do throws(CatalogError) {
            let (answer, dependencies) = try evaluate(catalog)
            if answer != last {
                last = answer
                observer.onNext(answer)
            }
            return dependencies
        } catch {
            observer.onError(error)
            return nil
        }
    }

    /// Ends the query with `error`.
    func fail(_ error: CatalogError) {
        observer.onError(error)
    }
}
