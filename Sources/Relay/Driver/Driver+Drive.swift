extension Driver {
    /// Calls `onNext` on the main actor with each element.
    ///
    /// The driver's scheduler must run on the main actor: `MainScheduler` does, and so does
    /// a `TestScheduler` advanced from a `@MainActor` test. Driving from another thread is a
    /// programmer error and stops with a message saying so.
    ///
    /// ```swift
    /// viewModel.title.drive(onNext: { [weak self] in self?.header = $0 }).disposed(by: bag)
    /// ```
    public func drive(onNext: @escaping @MainActor @Sendable (Element) -> Void) -> any Disposable {
        subscribeOnMainActor("Driver", onNext: onNext)
    }

    /// Sends each element to `relays`.
    ///
    /// ```swift
    /// viewModel.relatedProducts.drive(section.data).disposed(by: bag)
    /// ```
    public func drive(_ relays: BehaviorRelay<Element>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends each element to `relays`.
    public func drive(_ relays: PublishRelay<Element>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Forwards each event to `observer` (a driver never sends an error).
    public func drive(_ observer: Observer<Element>) -> any Disposable {
        asObservable().subscribe(observer)
    }

    /// Forwards each event to `observer`, for example a test recorder.
    public func drive<Target: ObserverConvertible>(_ observer: Target) -> any Disposable
    where Target.Element == Element {
        asObservable().subscribe(observer.asObserver())
    }
}
