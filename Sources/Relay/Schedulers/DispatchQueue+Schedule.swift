import Dispatch

extension DispatchQueue {
    /// Schedules `action` with a cancellation flag checked right before it runs.
    func scheduleCancellable(
        after delay: Duration?,
        _ action: @escaping @Sendable () -> Void
    ) -> any Disposable {
        let cancel = BooleanDisposable()
        let work: @Sendable () -> Void = {
            if !cancel.isDisposed { action() }
        }
        if let delay, delay > .zero {
            asyncAfter(deadline: .now() + delay.dispatchInterval, execute: work)
        } else {
            async(execute: work)
        }
        return cancel
    }
}

extension Duration {
    /// The duration as a Dispatch interval, in nanoseconds.
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        return .nanoseconds(Int(clamping: nanoseconds))
    }

    /// Now on the monotonic uptime clock that Dispatch deadlines use.
    static var uptime: Duration {
        .nanoseconds(Int64(clamping: DispatchTime.now().uptimeNanoseconds))
    }
}
