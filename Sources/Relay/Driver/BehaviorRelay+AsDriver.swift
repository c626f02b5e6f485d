extension BehaviorRelay {
    /// The relay as a `Driver` on `scheduler` (a relay never fails), replaying its current
    /// value.
    ///
    /// ```swift
    /// viewModel.title.asDriver().drive(onNext: { label.text = $0 }).disposed(by: bag)
    /// ```
    public func asDriver(scheduler: any Scheduler = MainScheduler.instance) -> Driver<Element> {
        Driver(infallible: asObservable().observe(on: scheduler), scheduler: scheduler)
    }
}
