import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The width of the terminal the page is drawn for.
public enum TerminalSize {
    /// The width when neither the terminal nor `COLUMNS` gives one.
    public static let fallbackColumns = CommandLineOptions.defaultWidth
    /// Widths outside this range are clamped into it: a page narrower than 20 columns is
    /// unreadable, and a report of thousands of columns is a misconfigured terminal.
    public static let supportedColumns = CommandLineOptions.widthRange

    /// The number of columns to draw in: the terminal's width (`ioctl(TIOCGWINSZ)`), else a
    /// positive whole `COLUMNS`, else 80, clamped to `supportedColumns`.
    ///
    /// - Parameters:
    ///   - fileDescriptor: The descriptor to ask, usually standard output.
    ///   - environment: Where `COLUMNS` is read from; tests pass their own.
    public static func columns(
        fileDescriptor: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int {
        let reported =
            windowColumns(fileDescriptor: fileDescriptor)
            ?? environment["COLUMNS"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap {
                $0 > 0 ? $0 : nil
            }
            ?? fallbackColumns
        return min(max(reported, supportedColumns.lowerBound), supportedColumns.upperBound)
    }

    /// The width the terminal reports, or `nil` when `fileDescriptor` is not a terminal or
    /// reports zero columns (as some CI pseudo-terminals do).
    public static func windowColumns(fileDescriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
