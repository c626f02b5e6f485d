extension Observable {
    /// Emits an array of the latest element of every source whenever one emits, once each
    /// has emitted at least once.
    ///
    /// Completes when all sources have completed (or at once when one completes without
    /// ever emitting, since no combination can follow); fails as soon as one fails. An empty
    /// array of sources completes at once.
    ///
    /// ```swift
    /// Observable.combineLatest([price, stock, rating])
    /// ```
    public static func combineLatest<Source: ObservableConvertible>(
        _ sources: [Source]
    ) -> Observable<[Element]> where Source.Element == Element {
        if sources.isEmpty { return .empty() }
        let sources = sources.map { $0.asObservable() }
        return Observable<[Element]>.create { observer in
            let drain = SerialDrain()
            let latest = Locked(CombineLatestState<Element>(count: sources.count))
            let subscriptions = CompositeDisposable()
            for (index, source) in sources.enumerated() {
                subscriptions.insert(
                    source.subscribe(
                        Observer { event in
                            drain.run {
                                switch event {
                                case .next(let element):
                                    if let values = latest.withLock({ $0.receive(element, at: index) }) {
                                        observer.onNext(values)
                                    }
                                case .error(let error):
                                    observer.onError(error)
                                case .completed:
                                    if latest.withLock({ $0.complete(at: index) }) { observer.onCompleted() }
                                }
                            }
                        }
                    )
                )
            }
            return subscriptions
        }
    }

    /// Combines the latest elements of two sources whenever either emits, once both have.
    ///
    /// ```swift
    /// Observable.combineLatest(products, userType) { products, user in layout(products, user) }
    /// ```
    public static func combineLatest<First: ObservableConvertible, Second: ObservableConvertible>(
        _ first: First,
        _ second: Second,
        resultSelector: @escaping @Sendable (First.Element, Second.Element) throws -> Element
    ) -> Observable<Element> {
        Observable<any Sendable>.combineLatest([
            first.asObservable().map { $0 as any Sendable },
            second.asObservable().map { $0 as any Sendable },
        ])
        .map { values in
            try resultSelector(values[0] as! First.Element, values[1] as! Second.Element)
        }
    }

    /// Combines the latest elements of three sources whenever any emits, once all have.
    public static func combineLatest<
        First: ObservableConvertible,
        Second: ObservableConvertible,
        Third: ObservableConvertible
    >(
        _ first: First,
        _ second: Second,
        _ third: Third,
        resultSelector: @escaping @Sendable (First.Element, Second.Element, Third.Element) throws -> Element
    ) -> Observable<Element> {
        Observable<any Sendable>.combineLatest([
            first.asObservable().map { $0 as any Sendable },
            second.asObservable().map { $0 as any Sendable },
            third.asObservable().map { $0 as any Sendable },
        ])
        .map { values in
            try resultSelector(
                values[0] as! First.Element,
                values[1] as! Second.Element,
                values[2] as! Third.Element
            )
        }
    }

    /// Pairs the latest elements of two sources whenever either emits, once both have.
    ///
    /// ```swift
    /// Observable.combineLatest(price, stock).map { price, stock in "\(price) · \(stock) left" }
    /// ```
    public static func combineLatest<First: ObservableConvertible, Second: ObservableConvertible>(
        _ first: First,
        _ second: Second
    ) -> Observable<(First.Element, Second.Element)> where Element == (First.Element, Second.Element) {
        combineLatest(first, second) { ($0, $1) }
    }

    /// Triples the latest elements of three sources whenever any emits, once all have.
    public static func combineLatest<
        First: ObservableConvertible,
        Second: ObservableConvertible,
        Third: ObservableConvertible
    >(
        _ first: First,
        _ second: Second,
        _ third: Third
    ) -> Observable<(First.Element, Second.Element, Third.Element)>
    where Element == (First.Element, Second.Element, Third.Element) {
        combineLatest(first, second, third) { ($0, $1, $2) }
    }
}

/// The latest element per source and which sources are done.
struct CombineLatestState<Element: Sendable>: Sendable {
    private var values: [Element?]
    private var missing: Int
    private var completed: [Bool]
    private var active: Int

    init(count: Int) {
        values = Array(repeating: nil, count: count)
        missing = count
        completed = Array(repeating: false, count: count)
        active = count
    }

    /// Stores `element`; returns the combination once every source has a value.
    mutating func receive(_ element: Element, at index: Int) -> [Element]? {
        if values[index] == nil { missing -= 1 }
        values[index] = element
        return missing == 0 ? values.map { $0! } : nil
    }

    /// Marks a source done; returns whether the combination is done too.
    mutating func complete(at index: Int) -> Bool {
        guard !completed[index] else { return false }
        completed[index] = true
        active -= 1
        return active == 0 || values[index] == nil
    }
}
