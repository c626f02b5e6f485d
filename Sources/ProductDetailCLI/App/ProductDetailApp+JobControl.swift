#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ProductDetailApp {
    /// Suspends the run as `less` and `vim` do: the presenter gives the terminal back (its
    /// settings, the normal screen, the cursor), the process stops as SIGTSTP's default action
    /// would, and once it is continued the terminal is taken again and the screen redrawn
    /// whole at the terminal's size now.
    ///
    /// - Parameter stopsGroup: Whether the rest of the process group stops too (Ctrl-Z read as
    ///   a key in raw mode, which the terminal would have sent to the whole job).
    func suspend(stopsGroup: Bool) {
        switch phase {
        case .loading, .showing: break
        case .suspended, .finishing: return
        }
        presenter.suspend()
        phase = .suspended(resuming: phase)
        SignalWatcher.stopProcess(stopsGroup: stopsGroup)
        resume()
    }

    /// Takes the terminal again after a stop, re-reads its size and redraws everything.
    private func resume() {
        guard case .suspended(let resuming) = phase else { return }
        phase = resuming
        do {
            try presenter.resume()
        } catch {
            return finish(CommandFailure(error))
        }
        terminalResized()
    }

    /// SIGCONT arrived. After a stop the run made itself (`suspend`), the terminal is already
    /// taken again. After a stop it did not see (SIGSTOP), a shell may have put its own
    /// settings back (then the terminal is taken again) and drawn over the screen: either way
    /// the screen is drawn again whole, at the terminal's size now.
    func continued() {
        switch phase {
        case .loading, .showing: break
        case .suspended, .finishing: return
        }
        guard presenter.hasLostTerminal else { return terminalResized() }
        presenter.suspend()
        phase = .suspended(resuming: phase)
        resume()
    }
}
