extension ObservableConvertible {
    /// Keeps the elements that satisfy `isIncluded`; a thrown error ends the sequence.
    ///
    /// ```swift
    /// stock.filter { $0 < 5 }  // only low-stock counts
    /// ```
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            source.subscribe(
                Observer { event in
                    guard case .next(let element) = event else { return observer.on(event) }
                    do {
                        if try isIncluded(element) { observer.onNext(element) }
                    } catch {
                        observer.onError(error)
                    }
                }
            )
        }
    }
}
