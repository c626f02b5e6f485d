extension Observable {
    /// Emits the elements of all `sources` as they arrive, one at a time; completes when
    /// all have completed, fails as soon as one fails. An empty array completes at once.
    ///
    /// ```swift
    /// Observable.merge([fileChanges, simulatedChanges])
    /// ```
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        if sources.isEmpty { return .empty() }
        return Observable<Observable<Element>>.from(sources).flatMap { $0 }
    }

    /// Emits the elements of all `sources` as they arrive; see `merge(_:)` with an array.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }
}
