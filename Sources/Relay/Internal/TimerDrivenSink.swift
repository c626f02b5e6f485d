/// A sink with one timer whose firing is one more event through the sink's gate: what
/// `debounce`, `delay` and `timeout` share. The timer holds the sink weakly, so a pending
/// timer never keeps a disposed subscription alive.
protocol TimerDrivenSink: AnyObject, Sendable {
    /// The pending firing; arming replaces it.
    var timer: SerialDisposable { get }

    /// Whose clock the timer runs on.
    var scheduler: any Scheduler { get }

    /// Runs `body` as the holder of the gate (`GatedSink` provides it).
    func serialize(_ body: @escaping @Sendable () -> Void)

    /// What the sink does when the timer fires; runs as the holder of the gate.
    func timerFired()
}

extension TimerDrivenSink {
    /// Makes the timer fire after `delay` on the scheduler's clock, replacing a pending
    /// firing.
    func arm(after delay: Duration) {
        timer.disposable = scheduler.schedule(after: delay) { [weak self] in
            guard let self else { return }
            serialize { [self] in timerFired() }
        }
    }
}
