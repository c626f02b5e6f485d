extension ObservableConvertible {
    /// Performs the subscription (and so the source's synchronous work) on `scheduler`.
    ///
    /// ```swift
    /// Observable.deferred { .just(try loadCatalog()) }.subscribe(on: background)
    /// ```
    public func subscribe(on scheduler: any Scheduler) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let subscription = SerialDisposable()
            let scheduled = scheduler.schedule {
                subscription.disposable = source.subscribe(observer)
            }
            return Disposables.create(scheduled, subscription)
        }
    }
}
