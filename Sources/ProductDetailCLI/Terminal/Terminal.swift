#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Facts about terminals and the escape codes the CLI writes to them.
public enum Terminal {
    /// Hides the cursor (DECTCEM off).
    public static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor (DECTCEM on).
    public static let showCursor = "\u{1B}[?25h"

    /// Whether `fileDescriptor` is a terminal (`isatty`).
    public static func isTerminal(fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }
}
