extension PrimitiveSequence where Trait == SingleTrait {
    /// Creates a single from a subscribe function that reports once, with `.success` or
    /// `.failure`; later reports are ignored.
    ///
    /// ```swift
    /// let answer = Single<Int>.create { single in
    ///     single(.success(42))
    ///     return Disposables.create()
    /// }
    /// ```
    public static func create(
        subscribe:
            @escaping @Sendable (_ single: @escaping @Sendable (SingleEvent<Element>) -> Void) ->
            any Disposable
    ) -> Single<Element> {
        Single(
            trusted: Observable.create { observer in
                subscribe { result in
                    switch result {
                    case .success(let element):
                        observer.onNext(element)
                        observer.onCompleted()
                    case .failure(let error):
                        observer.onError(error)
                    }
                }
            })
    }

    /// Creates a single that runs `work` in a task when subscribed; disposing the
    /// subscription cancels the task.
    ///
    /// ```swift
    /// let product = Single.create { try await api.product(id: id) }
    /// ```
    public static func create(_ work: @escaping @Sendable () async throws -> Element) -> Single<Element> {
        Single(
            trusted: Observable.create { observer in
                let task = Task {
                    do {
                        let element = try await work()
                        observer.onNext(element)
                        observer.onCompleted()
                    } catch {
                        observer.onError(error)
                    }
                }
                return Disposables.create { task.cancel() }
            })
    }

    /// A single of `element`.
    public static func just(_ element: Element) -> Single<Element> {
        Single(trusted: .just(element))
    }

    /// A single that fails with `error`.
    public static func error(_ error: any Error) -> Single<Element> {
        Single(trusted: .error(error))
    }

    /// A single made anew by `factory` for each subscriber; a thrown error fails it.
    public static func deferred(_ factory: @escaping @Sendable () throws -> Single<Element>) -> Single<
        Element
    > {
        Single(trusted: .deferred { try factory().asObservable() })
    }
}
