extension Observable {
    /// Emits the elements of each sequence in turn: the next is subscribed when the previous
    /// completes. Fails as soon as one fails; an empty array completes at once.
    ///
    /// ```swift
    /// Observable.concat([cached, fresh])  // the cache first, then the network
    /// ```
    public static func concat<Source: ObservableConvertible>(
        _ sources: [Source]
    ) -> Observable<Element> where Source.Element == Element {
        let sources = sources.map { $0.asObservable() }
        return Observable<Observable<Element>>.from(sources).concatMap { $0 }
    }

    /// Emits the elements of each sequence in turn; see `concat(_:)` with an array.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }
}

extension ObservableConvertible {
    /// Emits this sequence's elements, then, once it completes, those of `second`.
    ///
    /// ```swift
    /// Observable.just(cachedPage).concat(freshPages)
    /// ```
    public func concat<Second: ObservableConvertible>(_ second: Second) -> Observable<Element>
    where Second.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}
