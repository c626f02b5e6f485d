import Dispatch

extension DispatchQueue {
    /// Schedules `action`, now or after `delay`, with a cancellation flag checked right
    /// before it runs.
    ///
    /// A delayed action is a one-shot `DispatchSourceTimer`, so disposing it releases the
    /// action at once instead of when its deadline passes: a `debounce(.seconds(30))` that is
    /// disposed holds nothing for 30 seconds. Delays saturate (see
    /// `Duration.dispatchInterval`), so no delay traps.
    func scheduleCancellable(
        after delay: Duration?,
        _ action: @escaping @Sendable () -> Void
    ) -> any Disposable {
        let cancel = BooleanDisposable()
        guard let delay, delay > .zero else {
            async {
                if !cancel.isDisposed { action() }
            }
            return cancel
        }
        let timer = TimerSource(DispatchSource.makeTimerSource(queue: self))
        timer.source.schedule(deadline: .saturated(after: delay))
        timer.source.setEventHandler {
            timer.source.cancel()
            if !cancel.isDisposed { action() }
        }
        timer.source.activate()
        return Disposables.create {
            cancel.dispose()
            timer.source.cancel()
        }
    }
}

extension DispatchTime {
    /// `delay` from now, saturating at `DispatchTime.distantFuture` (which never comes).
    /// RelayTesting's blocking helpers use it for their timeouts.
    package static func saturated(after delay: Duration) -> DispatchTime {
        let nanoseconds = delay.saturatingNanoseconds
        let now = DispatchTime.now().uptimeNanoseconds
        let (deadline, overflow) = now.addingReportingOverflow(UInt64(max(0, nanoseconds)))
        if overflow || deadline >= DispatchTime.distantFuture.uptimeNanoseconds {
            return .distantFuture
        }
        return DispatchTime(uptimeNanoseconds: deadline)
    }
}

extension Duration {
    /// The duration in whole nanoseconds, saturating at `Int64.max` (about 292 years) and
    /// `Int64.min`, so that no conversion of a user's duration traps.
    var saturatingNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (total, carry) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
        if carry { return seconds < 0 ? .min : .max }
        return total
    }

    /// The duration as a Dispatch interval, in nanoseconds, saturating at about 292 years
    /// (`Int64.max` nanoseconds): longer delays never fire.
    var dispatchInterval: DispatchTimeInterval {
        .nanoseconds(Int(clamping: saturatingNanoseconds))
    }

    /// Now on the monotonic uptime clock that Dispatch deadlines use.
    static var uptime: Duration {
        .nanoseconds(Int64(clamping: DispatchTime.now().uptimeNanoseconds))
    }
}
