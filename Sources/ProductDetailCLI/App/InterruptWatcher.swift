import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Calls `onInterrupt` on the main queue when a signal that ends the program arrives (SIGHUP,
/// SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2: `TerminalRestorer.fatalSignals`), and
/// `onResize` when the terminal's window changes size (SIGWINCH), for the modes that keep
/// running (`--watch`, `--simulate`) without taking over the terminal, so they exit with
/// 128 + the signal's number after a clean finish. (Interactive mode uses `TerminalRestorer`,
/// which also restores the terminal.)
final class InterruptWatcher {
    private let pipe: SignalPipe
    private let source: any DispatchSourceRead

    init(
        onInterrupt: @escaping @MainActor @Sendable (Int32) -> Void,
        onResize: @escaping @MainActor @Sendable () -> Void
    ) throws(SystemError) {
        let pipe = try SignalPipe(signals: TerminalRestorer.fatalSignals + [SIGWINCH])
        let source = DispatchSource.makeReadSource(fileDescriptor: pipe.readEnd, queue: .main)
        source.setEventHandler {
            for number in pipe.drain() {
                if number == SIGWINCH {
                    MainActor.assumeIsolated { onResize() }
                } else {
                    MainActor.assumeIsolated { onInterrupt(number) }
                    return
                }
            }
        }
        source.setCancelHandler { pipe.closeDescriptors() }
        source.resume()
        self.pipe = pipe
        self.source = source
    }

    /// Puts back the previous signal handlers.
    func stop() {
        pipe.uninstall()
        source.cancel()
    }
}
