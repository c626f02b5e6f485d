extension Signal {
    /// Calls `onNext` on the main actor with each element.
    ///
    /// The signal's scheduler must run on the main actor: `MainScheduler` does, and so does
    /// a `TestScheduler` advanced from a `@MainActor` test. Emitting from another thread is a
    /// programmer error and stops with a message saying so.
    ///
    /// ```swift
    /// viewModel.openProduct.emit(onNext: { [weak self] in self?.open($0) }).disposed(by: bag)
    /// ```
    public func emit(onNext: @escaping @MainActor @Sendable (Element) -> Void) -> any Disposable {
        subscribeOnMainActor("Signal", onNext: onNext)
    }

    /// Sends each element to `relays`.
    public func emit(to relays: PublishRelay<Element>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends each element to `relays`.
    public func emit(to relays: BehaviorRelay<Element>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Forwards each event to `observer`, for example a test recorder.
    public func emit<Target: ObserverConvertible>(to observer: Target) -> any Disposable
    where Target.Element == Element {
        asObservable().subscribe(observer.asObserver())
    }
}
