/// A foreground color from the basic ANSI palette, which every terminal supports.
public enum TerminalColor: Int, Sendable, Hashable, CaseIterable {
    /// Black.
    case black = 30
    /// Red.
    case red = 31
    /// Green.
    case green = 32
    /// Yellow.
    case yellow = 33
    /// Blue.
    case blue = 34
    /// Magenta.
    case magenta = 35
    /// Cyan.
    case cyan = 36
    /// White.
    case white = 37
    /// Gray: bright black.
    case gray = 90
}
