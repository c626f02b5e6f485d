extension ObservableConvertible {
    /// Maps each element to an inner sequence and mirrors only the latest one: a new
    /// element disposes the previous inner sequence.
    ///
    /// Completes when the source and the current inner sequence have both completed; fails
    /// when either fails.
    ///
    /// ```swift
    /// query.flatMapLatest { text in api.search(text) }  // older searches are cancelled
    /// ```
    public func flatMapLatest<Inner: ObservableConvertible>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = asObservable()
        return Observable.create { observer in
            let drain = SerialDrain()
            let state = Locked(FlatMapLatestState())
            let inner = SerialDisposable()
            let outer = source.subscribe(
                Observer { event in
                    drain.run {
                        switch event {
                        case .next(let element):
                            let innerSource: Observable<Inner.Element>
                            do {
                                innerSource = try selector(element).asObservable()
                            } catch {
                                return observer.onError(error)
                            }
                            let generation = state.withLock { $0.startInner() }
                            inner.disposable = innerSource.subscribe(
                                Observer { innerEvent in
                                    drain.run {
                                        guard state.withLock({ $0.generation == generation }) else { return }
                                        switch innerEvent {
                                        case .next, .error:
                                            observer.on(innerEvent)
                                        case .completed:
                                            if state.withLock({ $0.completeInner() }) {
                                                observer.onCompleted()
                                            }
                                        }
                                    }
                                }
                            )
                        case .error(let error):
                            observer.onError(error)
                        case .completed:
                            if state.withLock({ $0.completeOuter() }) { observer.onCompleted() }
                        }
                    }
                }
            )
            return Disposables.create(outer, inner)
        }
    }
}

/// Which inner sequence is current, and what has completed.
struct FlatMapLatestState: Sendable {
    private(set) var generation = 0
    private var isInnerActive = false
    private var isOuterCompleted = false

    mutating func startInner() -> Int {
        generation += 1
        isInnerActive = true
        return generation
    }

    mutating func completeInner() -> Bool {
        isInnerActive = false
        return isOuterCompleted
    }

    mutating func completeOuter() -> Bool {
        isOuterCompleted = true
        return !isInnerActive
    }
}
