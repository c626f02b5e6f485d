/// A key press, decoded from terminal input by `KeyDecoder`.
enum Key: Equatable, Sendable {
    /// The up arrow (`ESC [ A`).
    case up
    /// The down arrow (`ESC [ B`).
    case down
    /// The right arrow (`ESC [ C`).
    case right
    /// The left arrow (`ESC [ D`).
    case left
    /// Page Up (`ESC [ 5 ~`).
    case pageUp
    /// Page Down (`ESC [ 6 ~`).
    case pageDown
    /// Home (`ESC [ H`, `ESC O H`, `ESC [ 1 ~` or `ESC [ 7 ~`, as terminals differ).
    case home
    /// End (`ESC [ F`, `ESC O F`, `ESC [ 4 ~` or `ESC [ 8 ~`).
    case end
    /// Enter or Return (CR or LF).
    case enter
    /// Backspace (DEL 0x7f or BS 0x08).
    case backspace
    /// Ctrl-C (the terminal's `intr` character), which raw mode delivers as a byte instead of
    /// SIGINT.
    case interrupt
    /// Ctrl-Z (the terminal's `susp` character), which raw mode delivers as a byte instead of
    /// SIGTSTP.
    case suspend
    /// Ctrl-\ (the terminal's `quit` character), which raw mode delivers as a byte instead of
    /// SIGQUIT.
    case quit
    /// A lone Escape key, reported by `KeyDecoder.flush()`.
    case escape
    /// A printable ASCII character, such as `p`, `r` or `q`.
    case character(Character)
}
