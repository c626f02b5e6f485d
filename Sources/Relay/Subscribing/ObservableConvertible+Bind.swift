#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ObservableConvertible {
    /// Sends every element to `relays`, for as long as the binding lives.
    ///
    /// Relays cannot fail, so an error ends the binding; it is reported on standard error
    /// (never a crash). Catch errors first (`catchAndReturn`) or bind a `Driver`.
    ///
    /// ```swift
    /// repository.products(relatedTo: id).catchAndReturn([]).bind(to: section.data)
    /// ```
    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        bindElements(description: "BehaviorRelay") { element in
            for relay in relays { relay.accept(element) }
        }
    }

    /// Sends every element to `relays`, for as long as the binding lives. Errors end the
    /// binding, as for `bind(to:)` with behavior relays.
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        bindElements(description: "PublishRelay") { element in
            for relay in relays { relay.accept(element) }
        }
    }

    /// Forwards every event, terminal events included, to `observers`.
    public func bind(to observers: Observer<Element>...) -> any Disposable {
        bind(to: observers)
    }

    /// Forwards every event, terminal events included, to `observers` (for example RxTest
    /// style recorders).
    public func bind<Target: ObserverConvertible>(to observers: Target...) -> any Disposable
    where Target.Element == Element {
        bind(to: observers.map { $0.asObserver() })
    }

    private func bind(to observers: [Observer<Element>]) -> any Disposable {
        asObservable().subscribe(
            Observer { event in
                for observer in observers { observer.on(event) }
            }
        )
    }

    /// Calls `binder` with every element; errors end the binding.
    public func bind(onNext binder: @escaping @Sendable (Element) -> Void) -> any Disposable {
        bindElements(description: "closure", binder)
    }

    private func bindElements(
        description: String,
        _ accept: @escaping @Sendable (Element) -> Void
    ) -> any Disposable {
        subscribe(
            onNext: accept,
            onError: { error in
                let message =
                    "Relay: bind(to: \(description)) ended by an error: \(error). "
                    + "Catch errors before binding (catchAndReturn) or use a Driver.\n"
                var bytes = Array(message.utf8)
                _ = write(2, &bytes, bytes.count)
            }
        )
    }
}
