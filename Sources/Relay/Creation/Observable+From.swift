extension Observable {
    /// A sequence of the elements of `elements`, in order, then completion.
    ///
    /// Stops early if the subscription is disposed from inside the handler.
    ///
    /// ```swift
    /// Observable.from([1, 2, 3])  // next(1), next(2), next(3), completed
    /// ```
    public static func from<Elements: Sequence & Sendable>(
        _ elements: Elements
    ) -> Observable<Element> where Elements.Element == Element {
        create { observer in
            let cancel = BooleanDisposable()
            for element in elements {
                if cancel.isDisposed { return cancel }
                observer.onNext(element)
            }
            observer.onCompleted()
            return cancel
        }
    }
}
