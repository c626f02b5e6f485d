import Relay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts a terminal into raw mode and puts it back exactly as it was.
///
/// Raw mode here: no echo, no line buffering, no signals from keys (Ctrl-C arrives as the
/// byte 0x03, for `KeyDecoder`), no flow control or CR-to-NL translation on input, 8-bit
/// characters, reads return after one byte. Output processing (`OPOST`) is kept, so `"\n"`
/// still starts a new line at column 0.
///
/// ```swift
/// let rawMode = try RawMode(fileDescriptor: STDIN_FILENO)
/// try rawMode.enter()
/// defer { rawMode.restore() }
/// ```
final class RawMode: Sendable {
    /// The terminal this controls.
    let fileDescriptor: Int32
    private let original: termios
    // Whether raw mode is on; guards `enter` and `restore` against racing a signal handler.
    private let isRaw = Locked(false)

    /// Remembers the current settings of the terminal at `fileDescriptor`.
    ///
    /// - Throws: `SystemError` when `fileDescriptor` is not a terminal (`tcgetattr`).
    init(fileDescriptor: Int32) throws(SystemError) {
        var settings = termios()
        guard tcgetattr(fileDescriptor, &settings) == 0 else { throw .current("tcgetattr") }
        self.fileDescriptor = fileDescriptor
        self.original = settings
    }

    /// Whether raw mode is on.
    var isActive: Bool {
        isRaw.withLock { $0 }
    }

    /// The settings found when this was created, which `restore()` puts back.
    var originalSettings: termios {
        original
    }

    /// Switches the terminal to raw mode; does nothing if it already is.
    ///
    /// - Throws: `SystemError` when the terminal refuses the settings (`tcsetattr`).
    func enter() throws(SystemError) {
        let raw = Self.rawSettings(from: original)
        let failure: SystemError? = isRaw.withLock { isRaw in
            guard !isRaw else { return nil }
            var settings = raw
            guard tcsetattr(fileDescriptor, TCSAFLUSH, &settings) == 0 else { return .current("tcsetattr") }
            isRaw = true
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
        isRaw.withLock { isRaw in
            guard isRaw else { return }
            var settings = original
            _ = tcsetattr(fileDescriptor, drainsOutput ? TCSADRAIN : TCSANOW, &settings)
            isRaw = false
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
}
