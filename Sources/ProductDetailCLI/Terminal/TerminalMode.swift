import Relay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts a terminal into the mode a live screen needs and puts it back exactly as it was.
///
/// - ``Kind/raw`` (`--interactive`): no echo, no line buffering, no signals from keys (Ctrl-C,
///   Ctrl-Z and Ctrl-\ arrive as bytes, for `KeyDecoder`), no flow control or CR-to-NL
///   translation on input, 8-bit characters, reads return after one byte.
/// - ``Kind/quiet`` (`--watch` on a terminal): no echo, so keys typed (Ctrl-C's `^C`
///   included) never land in the page; Ctrl-C and Ctrl-Z still send their signals.
///
/// Output processing (`OPOST`) is kept in both, so `"\n"` still starts a new line at column 0.
///
/// ```swift
/// let mode = try TerminalMode(fileDescriptor: STDIN_FILENO, kind: .raw)
/// try mode.enter()
/// defer { mode.restore() }
/// ```
final class TerminalMode: Sendable {
    /// What the mode turns off.
    enum Kind: Sendable {
        /// Everything a key reader needs off: echo, line buffering, signals from keys.
        case raw
        /// Echo only.
        case quiet
    }

    /// The terminal this controls.
    let fileDescriptor: Int32
    /// What the mode turns off.
    let kind: Kind
    private let original: termios
    // Whether the mode is on; guards `enter` and `restore` against racing a signal handler.
    private let isOn = Locked(false)

    /// Remembers the current settings of the terminal at `fileDescriptor`.
    ///
    /// - Throws: `SystemError` when `fileDescriptor` is not a terminal (`tcgetattr`).
    init(fileDescriptor: Int32, kind: Kind = .raw) throws(SystemError) {
        var settings = termios()
        guard tcgetattr(fileDescriptor, &settings) == 0 else { throw .current("tcgetattr") }
        self.fileDescriptor = fileDescriptor
        self.kind = kind
        self.original = settings
    }

    /// Whether the mode is on.
    var isActive: Bool {
        isOn.withLock { $0 }
    }

    /// The settings found when this was created, which `restore()` puts back.
    var originalSettings: termios {
        original
    }

    /// The settings the mode applies.
    var modeSettings: termios {
        switch kind {
        case .raw: Self.rawSettings(from: original)
        case .quiet: Self.quietSettings(from: original)
        }
    }

    /// Whether the terminal has the mode's settings now; `false` once someone else (a shell
    /// that stopped the program as a job) changed them.
    var isInEffect: Bool {
        var current = termios()
        guard tcgetattr(fileDescriptor, &current) == 0 else { return false }
        return Self.sameSettings(current, modeSettings)
    }

    /// Switches the terminal to the mode; does nothing if it already is.
    ///
    /// - Throws: `SystemError` when the terminal refuses the settings (`tcsetattr`).
    func enter() throws(SystemError) {
        let settings = modeSettings
        let failure: SystemError? = isOn.withLock { isOn in
            guard !isOn else { return nil }
            var settings = settings
            guard tcsetattr(fileDescriptor, TCSAFLUSH, &settings) == 0 else { return .current("tcsetattr") }
            isOn = true
            return nil
        }
        if let failure { throw failure }
    }

    /// Puts back the settings found at creation, once; later calls do nothing.
    ///
    /// Safe to call from any thread and from a signal source handler.
    ///
    /// - Parameter drainsOutput: Whether output already written is drained first, so the last
    ///   frame is not cut off; without it (a run ended by a signal) the settings change at
    ///   once, even on a terminal that stopped taking output.
    func restore(drainsOutput: Bool = true) {
        isOn.withLock { isOn in
            guard isOn else { return }
            var settings = original
            _ = tcsetattr(fileDescriptor, drainsOutput ? TCSADRAIN : TCSANOW, &settings)
            isOn = false
        }
    }

    /// The raw-mode variant of `settings`.
    static func rawSettings(from settings: termios) -> termios {
        var raw = settings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }

    /// `settings` without echo.
    static func quietSettings(from settings: termios) -> termios {
        var quiet = settings
        quiet.c_lflag &= ~tcflag_t(ECHO | ECHONL)
        return quiet
    }

    /// The character the terminal's settings give to `index` (`VINTR`, `VSUSP`, `VQUIT`), or
    /// `nil` when that function is disabled.
    func controlCharacter(_ index: Int32) -> UInt8? {
        let character = withUnsafeBytes(of: original.c_cc) { $0[Int(index)] }
        return character == 0 ? nil : character
    }

    private static func sameSettings(_ first: termios, _ second: termios) -> Bool {
        first.c_iflag == second.c_iflag && first.c_oflag == second.c_oflag && first.c_cflag == second.c_cflag
            && first.c_lflag == second.c_lflag
            && withUnsafeBytes(of: first.c_cc, { Array($0) })
                == withUnsafeBytes(of: second.c_cc, { Array($0) })
    }
}
