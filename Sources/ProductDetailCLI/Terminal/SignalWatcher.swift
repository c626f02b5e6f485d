import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches, for a whole run, every signal that would end it (`TerminatingSignals`) and the
/// notifications a live mode follows (SIGWINCH, and SIGTSTP and SIGCONT on a terminal), and
/// hands each to the main queue: `onTerminate` with the first terminating signal,
/// `onNotification` with each notification. A caught SIGTSTP does not stop the process:
/// `stopProcess(stopsGroup:)` does, once the terminal is given back.
///
/// Made before the catalog loads, so a signal at any moment of the run ends it with 128 + its
/// number. The signals caught are unblocked in the calling thread (a parent may have started
/// the program with them blocked); a terminating signal found ignored (`nohup`, a background
/// job of a shell without job control) stays ignored.
///
/// A write blocked on a full pipe or a stopped terminal keeps the main queue from running
/// `onTerminate`: hand ``terminatingDescriptor`` to `OutputWriter.interrupt(whenReadable:)`,
/// and the write gives up when a terminating signal arrives; ``takeTerminatingSignal()`` then
/// says which.
///
/// ```swift
/// let signals = try SignalWatcher(
///     notifications: [SIGWINCH],
///     onTerminate: { number in finish(ProductDetailApp.failure(forSignal: number)) },
///     onNotification: { _ in terminalResized() })
/// output.interrupt(whenReadable: signals.terminatingDescriptor)
/// ```
final class SignalWatcher {
    private let terminating: SignalPipe
    private let notifications: SignalPipe?
    private let sources: [any DispatchSourceRead]

    /// Installs the handlers and starts watching.
    ///
    /// - Parameters:
    ///   - notifications: Signals that only inform; none by default.
    ///   - onTerminate: Called on the main queue with a terminating signal's number, once per
    ///     signal not taken by ``takeTerminatingSignal()``.
    ///   - onNotification: Called on the main queue with each notification's number.
    /// - Throws: `SystemError` when a pipe cannot be made or a handler installed.
    init(
        notifications: [Int32] = [],
        onTerminate: @escaping @MainActor @Sendable (Int32) -> Void,
        onNotification: @escaping @MainActor @Sendable (Int32) -> Void = { _ in }
    ) throws(SystemError) {
        let terminating = try SignalPipe(signals: TerminatingSignals.all, keepsIgnored: true)
        var sources = [Self.watch(terminating) { numbers in numbers.first.map(onTerminate) }]
        if notifications.isEmpty {
            self.notifications = nil
        } else {
            let pipe: SignalPipe
            do {
                pipe = try SignalPipe(signals: notifications)
            } catch {
                sources[0].cancel()
                terminating.uninstall()
                throw error
            }
            sources.append(Self.watch(pipe) { numbers in numbers.forEach(onNotification) })
            self.notifications = pipe
        }
        self.terminating = terminating
        self.sources = sources
        var caught = sigset_t()
        sigemptyset(&caught)
        for number in terminating.signals + (self.notifications?.signals ?? []) { sigaddset(&caught, number) }
        pthread_sigmask(SIG_UNBLOCK, &caught, nil)
    }

    /// The descriptor that becomes readable when a terminating signal arrives.
    var terminatingDescriptor: Int32 { terminating.readEnd }

    /// The terminating signal that arrived and was not handled yet, if any; it is taken, so
    /// `onTerminate` does not get it too.
    func takeTerminatingSignal() -> Int32? {
        terminating.drain().first
    }

    /// Stops the process as SIGTSTP's default action would (job control), and returns once
    /// it is continued: the caller gives the terminal back before and takes it again after.
    ///
    /// SIGTSTP is raised in this thread with its default action for the moment, so the stop
    /// happens before this returns. A stop a shell would not see (a process group that no
    /// shell controls) is discarded by the system, and this returns at once.
    ///
    /// - Parameter stopsGroup: Whether the rest of the process group stops too, as it would
    ///   have if the terminal had sent the signal (Ctrl-Z read as a key in raw mode).
    static func stopProcess(stopsGroup: Bool) {
        var byDefault = sigaction()
        sigemptyset(&byDefault.sa_mask)
        var ignored = byDefault
        #if canImport(Darwin)
            ignored.__sigaction_u.__sa_handler = SIG_IGN
        #else
            ignored.__sigaction_handler.sa_handler = SIG_IGN
        #endif
        var saved = sigaction()
        if stopsGroup {
            // The others first, while this process ignores it.
            sigaction(SIGTSTP, &ignored, &saved)
            kill(0, SIGTSTP)
            sigaction(SIGTSTP, &byDefault, nil)
        } else {
            sigaction(SIGTSTP, &byDefault, &saved)
        }
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
        sigaction(SIGTSTP, &saved, nil)
    }

    /// Puts back the handlers found at creation and stops watching.
    func stop() {
        terminating.uninstall()
        notifications?.uninstall()
        for source in sources { source.cancel() }
    }

    private static func watch(
        _ pipe: SignalPipe, _ handle: @escaping @MainActor @Sendable ([Int32]) -> Void
    ) -> any DispatchSourceRead {
        let source = DispatchSource.makeReadSource(fileDescriptor: pipe.readEnd, queue: .main)
        source.setEventHandler {
            let numbers = pipe.drain()
            guard !numbers.isEmpty else { return }
            MainActor.assumeIsolated { handle(numbers) }
        }
        source.setCancelHandler { pipe.closeDescriptors() }
        source.resume()
        return source
    }
}
