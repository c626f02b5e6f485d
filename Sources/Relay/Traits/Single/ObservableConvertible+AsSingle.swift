extension ObservableConvertible {
    /// The sequence as a `Single`: its one element, emitted when it completes. Fails with
    /// `RelayError.noElements` if it completes empty and `RelayError.moreThanOneElement` at
    /// a second element.
    ///
    /// ```swift
    /// repository.product(id: id).take(1).asSingle()
    /// ```
    public func asSingle() -> Single<Element> {
        Single(trusted: onlyElement(failingWhenEmptyWith: .noElements))
    }

    /// Collects every element and emits them as one array when the sequence completes, as
    /// a `Single` (RxSwift 6's `toArray()`).
    ///
    /// ```swift
    /// Observable.from([1, 2, 3]).toArray()  // [1, 2, 3]
    /// ```
    public func toArray() -> Single<[Element]> {
        Single(trusted: reduce(into: [Element]()) { $0.append($1) })
    }
}
