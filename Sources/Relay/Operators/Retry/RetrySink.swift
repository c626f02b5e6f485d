/// One subscription of `retry(_:)`: subscribes to the source again after an error, a given
/// number of times or forever.
///
/// A source that fails synchronously during `subscribe` would make the resubscription
/// recursive (a stack overflow after enough retries); the sink trampolines instead: a
/// resubscription requested while one is being made is done by the loop already running.
final class RetrySink<Element: Sendable>: Disposable, @unchecked Sendable {
    // @unchecked: mutable state lives in `loop` (a `Locked`); the rest is immutable or a
    // thread-safe disposable.

    private struct Loop {
        var isSubscribing = false
        var isRequested = false
        /// Subscriptions still allowed; `nil`: no limit.
        var attemptsLeft: Int?
    }

    private let source: Observable<Element>
    private let observer: Observer<Element>
    private let current = SerialDisposable()
    private let loop: Locked<Loop>

    init(source: Observable<Element>, observer: Observer<Element>, attempts: Int?) {
        self.source = source
        self.observer = observer
        loop = Locked(Loop(attemptsLeft: attempts))
    }

    func run() -> RetrySink {
        resubscribe()
        return self
    }

    /// Subscribes to the source, unless attempts are used up (then `false`).
    private func resubscribe() {
        let starts = loop.withLock { loop -> Bool in
            loop.isRequested = true
            if loop.isSubscribing { return false }
            loop.isSubscribing = true
            return true
        }
        guard starts else { return }
        while true {
            let proceed = loop.withLock { loop -> Bool in
                guard loop.isRequested else {
                    loop.isSubscribing = false
                    return false
                }
                loop.isRequested = false
                return true
            }
            guard proceed, !current.isDisposed else { return }
            current.disposable = source.subscribe(Observer { [self] event in on(event) })
        }
    }

    private func on(_ event: Event<Element>) {
        guard case .error(let error) = event else { return observer.on(event) }
        let retries = loop.withLock { loop -> Bool in
            guard let left = loop.attemptsLeft else { return true }
            loop.attemptsLeft = left - 1
            return left - 1 > 0
        }
        if retries {
            resubscribe()
        } else {
            observer.onError(error)
        }
    }

    func dispose() {
        current.dispose()
    }
}
