extension Observable {
    /// A sequence of one element, then completion.
    ///
    /// ```swift
    /// Observable.just(42)  // next(42), completed
    /// ```
    public static func just(_ element: Element) -> Observable<Element> {
        create { observer in
            observer.onNext(element)
            observer.onCompleted()
            return Disposables.create()
        }
    }
}
