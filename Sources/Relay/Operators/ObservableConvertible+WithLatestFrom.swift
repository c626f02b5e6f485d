extension ObservableConvertible {
    /// On each element, combines it with the latest element of `second`; elements that
    /// arrive before `second` has emitted are dropped.
    ///
    /// Completes when the source completes; fails when either fails.
    ///
    /// ```swift
    /// taps.withLatestFrom(selectedProduct) { _, product in product.id }
    /// ```
    public func withLatestFrom<Second: ObservableConvertible, Result: Sendable>(
        _ second: Second,
        resultSelector: @escaping @Sendable (Element, Second.Element) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        let other = second.asObservable()
        return Observable.create { observer in
            let drain = SerialDrain()
            let latest = Locked<Second.Element?>(nil)
            let otherSubscription = other.subscribe(
                Observer { event in
                    drain.run {
                        switch event {
                        case .next(let element): latest.withLock { $0 = element }
                        case .error(let error): observer.onError(error)
                        case .completed: break
                        }
                    }
                }
            )
            let sourceSubscription = source.subscribe(
                Observer { event in
                    drain.run {
                        switch event {
                        case .next(let element):
                            guard let value = latest.withLock({ $0 }) else { return }
                            do {
                                observer.onNext(try resultSelector(element, value))
                            } catch {
                                observer.onError(error)
                            }
                        case .error(let error):
                            observer.onError(error)
                        case .completed:
                            observer.onCompleted()
                        }
                    }
                }
            )
            return Disposables.create(otherSubscription, sourceSubscription)
        }
    }

    /// On each element, emits the latest element of `second`.
    ///
    /// ```swift
    /// reloadTaps.withLatestFrom(currentProductID)
    /// ```
    public func withLatestFrom<Second: ObservableConvertible>(_ second: Second) -> Observable<Second.Element>
    {
        withLatestFrom(second) { _, latest in latest }
    }
}
