extension Observable {
    /// Emits the elements of all `sources` as they arrive, one at a time; completes when
    /// all have completed, fails as soon as one fails.
    ///
    /// ```swift
    /// Observable.merge([fileChanges, simulatedChanges])
    /// ```
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        if sources.isEmpty { return .empty() }
        return create { observer in
            let drain = SerialDrain()
            let active = Locked(sources.count)
            let subscriptions = CompositeDisposable()
            for source in sources {
                subscriptions.insert(
                    source.subscribe(
                        Observer { event in
                            drain.run {
                                guard case .completed = event else { return observer.on(event) }
                                let left = active.withLock { active -> Int in
                                    active -= 1
                                    return active
                                }
                                if left == 0 { observer.onCompleted() }
                            }
                        }
                    )
                )
            }
            return subscriptions
        }
    }

    /// Emits the elements of all `sources` as they arrive; see `merge(_:)` with an array.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }
}
