extension ObservableConvertible {
    /// Drops elements for which `isEquivalent(previous, element)` is true, so consecutive
    /// repeats pass only once; a thrown error ends the sequence.
    ///
    /// ```swift
    /// titles.distinctUntilChanged { $0.lowercased() == $1.lowercased() }
    /// ```
    @inlinable
    public func distinctUntilChanged(
        by isEquivalent: @escaping @Sendable (Element, Element) throws -> Bool
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            let sink = OperatorSink(observer: observer)
            let previous = SerialBox<Element?>(nil)
            return sink.attach(to: source) { event in
                sink.handle(event) { element in
                    if let last = previous.value, try isEquivalent(last, element) { return }
                    previous.value = element
                    observer.onNext(element)
                }
            }
        })
    }

    /// Drops elements whose value at `keyPath` equals the previous element's.
    ///
    /// ```swift
    /// products.distinctUntilChanged(\.price)
    /// ```
    @inlinable
    public func distinctUntilChanged<Key: Equatable & Sendable>(
        _ keyPath: KeyPath<Element, Key> & Sendable
    ) -> Observable<Element> {
        distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
    }
}

extension ObservableConvertible where Element: Equatable {
    /// Drops elements equal to the previous one.
    ///
    /// ```swift
    /// Observable.from([1, 1, 2, 2, 1]).distinctUntilChanged()  // 1, 2, 1
    /// ```
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged(by: ==)
    }
}
