extension ObservableConvertible {
    /// Drops elements for which `isEquivalent(previous, element)` is true, so consecutive
    /// repeats pass only once.
    ///
    /// ```swift
    /// titles.distinctUntilChanged { $0.lowercased() == $1.lowercased() }
    /// ```
    @inlinable
    public func distinctUntilChanged(
        by isEquivalent: @escaping @Sendable (Element, Element) throws -> Bool
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let previous = Locked<Element?>(nil)
            return source.subscribe(
                Observer { event in
                    guard case .next(let element) = event else { return observer.on(event) }
                    do {
                        let last = previous.withLock { $0 }
                        if let last, try isEquivalent(last, element) { return }
                        previous.withLock { $0 = element }
                        observer.onNext(element)
                    } catch {
                        observer.onError(error)
                    }
                }
            )
        }
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
