import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of the terminal the page is drawn for: its width in columns and, for the live
/// modes that draw a viewport, its height in rows.
enum TerminalSize {
    /// The width when neither the terminal nor `COLUMNS` gives one.
    static let fallbackColumns = CommandLineOptions.defaultWidth
    /// The height when neither the terminal nor `LINES` gives one (a VT100's).
    static let fallbackRows = 24
    /// Widths outside this range are clamped into it: a report of thousands of columns is a
    /// misconfigured terminal. A narrow one is drawn at its width, content cut to fit.
    static let supportedColumns = CommandLineOptions.widthRange
    /// Heights outside this range are clamped into it.
    static let supportedRows = 1...1_000

    /// The number of columns to draw in: the terminal's width (`ioctl(TIOCGWINSZ)`), else a
    /// positive whole `COLUMNS`, else 80, clamped to `supportedColumns`.
    ///
    /// - Parameters:
    ///   - fileDescriptor: The descriptor to ask, usually standard output.
    ///   - environment: Where `COLUMNS` is read from; tests pass their own.
    static func columns(
        fileDescriptor: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int {
        let reported =
            windowColumns(fileDescriptor: fileDescriptor)
            ?? positiveWhole(EnvironmentVariable.columns.value(in: environment))
            ?? fallbackColumns
        return min(max(reported, supportedColumns.lowerBound), supportedColumns.upperBound)
    }

    /// The number of rows a live frame may use: the terminal's height (`ioctl(TIOCGWINSZ)`),
    /// else a positive whole `LINES`, else 24, clamped to `supportedRows`.
    ///
    /// - Parameters:
    ///   - fileDescriptor: The descriptor to ask, usually standard output.
    ///   - environment: Where `LINES` is read from; tests pass their own.
    static func rows(
        fileDescriptor: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int {
        let reported =
            windowRows(fileDescriptor: fileDescriptor)
            ?? positiveWhole(EnvironmentVariable.lines.value(in: environment))
            ?? fallbackRows
        return min(max(reported, supportedRows.lowerBound), supportedRows.upperBound)
    }

    /// The width the terminal reports, or `nil` when `fileDescriptor` is not a terminal or
    /// reports zero columns (as some CI pseudo-terminals do).
    static func windowColumns(fileDescriptor: Int32) -> Int? {
        windowSize(fileDescriptor: fileDescriptor).flatMap { $0.ws_col > 0 ? Int($0.ws_col) : nil }
    }

    /// The height the terminal reports, or `nil` when `fileDescriptor` is not a terminal or
    /// reports zero rows.
    static func windowRows(fileDescriptor: Int32) -> Int? {
        windowSize(fileDescriptor: fileDescriptor).flatMap { $0.ws_row > 0 ? Int($0.ws_row) : nil }
    }

    private static func windowSize(fileDescriptor: Int32) -> winsize? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return size
    }

    private static func positiveWhole(_ value: String?) -> Int? {
        value.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap { $0 > 0 ? $0 : nil }
    }
}
