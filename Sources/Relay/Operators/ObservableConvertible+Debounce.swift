extension ObservableConvertible {
    /// Emits an element only after `dueTime` has passed without another element; each new
    /// element restarts the wait. On completion the pending element, if any, is emitted
    /// first.
    ///
    /// ```swift
    /// searchText.debounce(.milliseconds(300), scheduler: scheduler)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The quiet period that lets an element through.
    ///   - scheduler: Whose clock measures the quiet period; pass a `TestScheduler` in tests.
    public func debounce(_ dueTime: Duration, scheduler: any Scheduler) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let drain = SerialDrain()
            let pending = Locked<(generation: Int, element: Element?)>((0, nil))
            let timer = SerialDisposable()
            let subscription = source.subscribe(
                Observer { event in
                    drain.run {
                        switch event {
                        case .next(let element):
                            let generation = pending.withLock { pending -> Int in
                                pending = (pending.generation + 1, element)
                                return pending.generation
                            }
                            timer.disposable = scheduler.schedule(after: dueTime) {
                                drain.run {
                                    let due = pending.withLock { pending -> Element? in
                                        guard pending.generation == generation else { return nil }
                                        defer { pending.element = nil }
                                        return pending.element
                                    }
                                    if let due { observer.onNext(due) }
                                }
                            }
                        case .error(let error):
                            timer.dispose()
                            observer.onError(error)
                        case .completed:
                            timer.dispose()
                            let last = pending.withLock { pending -> Element? in
                                defer { pending.element = nil }
                                return pending.element
                            }
                            if let last { observer.onNext(last) }
                            observer.onCompleted()
                        }
                    }
                }
            )
            return Disposables.create(subscription, timer)
        }
    }
}
