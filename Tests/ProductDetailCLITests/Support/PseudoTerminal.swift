#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal pair from `openpty` (in libc since glibc 2.34; no `-lutil` needed).
final class PseudoTerminal {
    let controller: Int32
    let device: Int32

    init() {
        var controller: Int32 = -1
        var device: Int32 = -1
        precondition(openpty(&controller, &device, nil, nil, nil) == 0, "openpty failed: errno \(errno)")
        self.controller = controller
        self.device = device
    }

    /// The device side's settings, comparable field by field.
    var settings: TerminalSettings {
        TerminalSettings(of: device)
    }

    /// Sets the window size the program on the device side reads with `TIOCGWINSZ`.
    func resize(columns: Int, rows: Int = 50) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        precondition(ioctl(controller, UInt(TIOCSWINSZ), &size) == 0, "TIOCSWINSZ failed: errno \(errno)")
    }

    func apply(_ settings: termios) {
        var settings = settings
        precondition(tcsetattr(device, TCSANOW, &settings) == 0, "tcsetattr failed: errno \(errno)")
    }

    deinit {
        close(device)
        close(controller)
    }
}

/// Every field of a `termios`, as an `Equatable` value.
struct TerminalSettings: Equatable, Sendable, CustomStringConvertible {
    static func == (first: TerminalSettings, second: TerminalSettings) -> Bool {
        first.inputFlags == second.inputFlags && first.outputFlags == second.outputFlags
            && first.controlFlags == second.controlFlags && first.localFlags == second.localFlags
            && first.controlCharacters == second.controlCharacters && first.inputSpeed == second.inputSpeed
            && first.outputSpeed == second.outputSpeed
    }

    var inputFlags: tcflag_t
    var outputFlags: tcflag_t
    var controlFlags: tcflag_t
    var localFlags: tcflag_t
    var controlCharacters: [UInt8]
    var inputSpeed: speed_t
    var outputSpeed: speed_t

    /// The current settings of the terminal at `fileDescriptor`.
    init(of fileDescriptor: Int32) {
        var current = termios()
        precondition(tcgetattr(fileDescriptor, &current) == 0, "tcgetattr failed: errno \(errno)")
        self.init(current)
    }

    /// The settings as `tcgetattr` gives them.
    let raw: termios

    init(_ settings: termios) {
        raw = settings
        var settings = settings
        inputFlags = settings.c_iflag
        outputFlags = settings.c_oflag
        controlFlags = settings.c_cflag
        localFlags = settings.c_lflag
        controlCharacters = withUnsafeBytes(of: settings.c_cc) { Array($0) }
        inputSpeed = cfgetispeed(&settings)
        outputSpeed = cfgetospeed(&settings)
    }

    func hasLocal(_ flag: Int32) -> Bool { localFlags & tcflag_t(flag) != 0 }
    func hasInput(_ flag: Int32) -> Bool { inputFlags & tcflag_t(flag) != 0 }

    var description: String {
        "iflag \(inputFlags) oflag \(outputFlags) cflag \(controlFlags) lflag \(localFlags)"
    }
}
