extension ObservableConvertible {
    /// Emits `elements` first, then the source's events.
    ///
    /// ```swift
    /// searchResults.startWith([])  // an empty list until the first answer
    /// ```
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            for element in elements { observer.onNext(element) }
            return source.subscribe(observer)
        }
    }
}
