extension Observable {
    /// A sequence of the given elements, in order, then completion (RxSwift's `of`).
    ///
    /// ```swift
    /// Observable.of(1, 2, 3)  // next(1), next(2), next(3), completed
    /// ```
    public static func of(_ elements: Element...) -> Observable<Element> {
        from(elements)
    }
}
