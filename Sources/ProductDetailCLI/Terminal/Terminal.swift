#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Facts about terminals and the escape codes the CLI writes to them.
enum Terminal {
    /// Hides the cursor (DECTCEM off).
    static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor (DECTCEM on).
    static let showCursor = "\u{1B}[?25h"
    /// Switches to the alternate screen, saving the cursor (xterm mode 1049): what is drawn
    /// there disappears when it is left, and the shell's screen comes back as it was.
    static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Leaves the alternate screen and restores the cursor (xterm mode 1049).
    static let leaveAlternateScreen = "\u{1B}[?1049l"

    /// Moves the cursor to `row` and `column`, both counted from 1 (CUP).
    static func moveCursor(row: Int, column: Int) -> String {
        "\u{1B}[\(row);\(column)H"
    }

    /// Whether `fileDescriptor` is a terminal (`isatty`).
    static func isTerminal(fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    /// Whether the terminal at `fileDescriptor` is this process's controlling terminal and
    /// another process group is in its foreground (a job started with `&`): such a process
    /// is stopped (`SIGTTOU`, `SIGTTIN`) when it changes the terminal's settings or reads it.
    static func isInBackground(fileDescriptor: Int32) -> Bool {
        let group = tcgetpgrp(fileDescriptor)
        return group > 0 && group != getpgrp()
    }
}
