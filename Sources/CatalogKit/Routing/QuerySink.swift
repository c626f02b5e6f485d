import Relay

/// One live query's answer-keeping: runs the query against a catalog and emits what changed
/// since the last answer (the answer itself, or the parts of it that differ), or nothing when
/// nothing did.
final class QuerySink<Answer: Equatable & Sendable, Output: Sendable>: @unchecked Sendable {
    // @unchecked: `last` is touched only from `refresh`/`fail`, which the repository calls on
    // its serial scheduler, one at a time.
    private var last: Answer?
    private let observer: Observer<Output>
    private let evaluate: @Sendable (Catalog) throws(CatalogError) -> (Answer, QueryDependencies)
    private let output: @Sendable (_ previous: Answer?, _ current: Answer) -> Output?

    /// - Parameters:
    ///   - observer: Where outputs go.
    ///   - evaluate: The query: its answer and what the answer was read from.
    ///   - output: What to emit for a new answer given the previous one (`nil`: nothing).
    init(
        observer: Observer<Output>,
        evaluate: @escaping @Sendable (Catalog) throws(CatalogError) -> (Answer, QueryDependencies),
        output: @escaping @Sendable (_ previous: Answer?, _ current: Answer) -> Output?
    ) {
        self.observer = observer
        self.evaluate = evaluate
        self.output = output
    }

    /// Runs the query; emits a changed answer or the error. Returns what the answer read,
    /// or `nil` when the query failed (and so ended).
    func refresh(_ catalog: Catalog) -> QueryDependencies? {
        do throws(CatalogError) {
            let (answer, dependencies) = try evaluate(catalog)
            if answer != last {
                let previous = last
                last = answer
                if let emitted = output(previous, answer) { observer.onNext(emitted) }
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
