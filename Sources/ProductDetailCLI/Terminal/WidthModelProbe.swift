import CellKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks a terminal how it draws emoji sequences, so the page is measured as the terminal
/// will draw it.
///
/// One write asks everything at once, so a terminal answers in one round trip:
/// 1. DECRQM for mode 2027 (`CSI ? 2027 $ p`): a terminal that segments text into grapheme
///    clusters (and says so) answers that the mode is set;
/// 2. each of `WidthModel.probes` is printed at column 1 and followed by a cursor position
///    report request (`CSI 6 n`): the column the cursor reached is how far the probe moved it;
/// 3. the probe text is erased (`CR`, `CSI 2 K`), and primary device attributes are asked
///    for (`CSI c`), which every terminal answers, last: once that answer is in, nothing else
///    will come, so a terminal that answers never makes the probe wait.
///
/// Reading stops at the device attributes answer or after `timeout`, whichever is first. The
/// terminal's settings are changed only for the probe (no echo, no line buffering) and put
/// back exactly as they were; the probe is skipped for a background job of the terminal
/// (changing its settings would stop the job).
///
/// ```swift
/// let probe = WidthModelProbe(input: STDIN_FILENO, output: OutputWriter(fileDescriptor: STDOUT_FILENO))
/// let replies = probe.run()
/// let model = replies.flatMap(WidthModelProbe.model(from:)) ?? .grapheme
/// ```
struct WidthModelProbe {
    /// How long to wait for answers when the terminal does not answer device attributes.
    static let defaultTimeout = Duration.milliseconds(500)

    /// The bytes written to the terminal.
    static let query: String = {
        var query = "\u{1B}[?2027$p"
        for probe in WidthModel.probes {
            query += "\r" + probe + "\u{1B}[6n"
        }
        return query + "\r\u{1B}[2K\u{1B}[c"
    }()

    /// The terminal's input side, where its answers arrive.
    let input: Int32
    /// The terminal's output side, where the query goes.
    let output: OutputWriter
    /// How long to wait for the answers at most.
    var timeout = WidthModelProbe.defaultTimeout

    /// Writes the query and reads the answers.
    ///
    /// - Returns: What the terminal answered within the timeout (possibly nothing), or `nil`
    ///   when the probe could not run (a background job, settings refused, the query could not
    ///   be written).
    func run() -> TerminalReplies? {
        guard !Terminal.isInBackground(fileDescriptor: input) else { return nil }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { return nil }
        var quiet = original
        quiet.c_lflag &= ~tcflag_t(ECHO | ICANON)
        withUnsafeMutableBytes(of: &quiet.c_cc) { characters in
            characters[Int(VMIN)] = 0
            characters[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSANOW, &quiet) == 0 else { return nil }
        defer { _ = tcsetattr(input, TCSANOW, &original) }
        do {
            try output.write(Self.query)
        } catch {
            return nil
        }
        return readReplies()
    }

    /// The model the answers show: grapheme clusters when mode 2027 is set, else the model
    /// whose widths match the measured advances, else `nil` (no answer, or one that no model
    /// explains).
    static func model(from replies: TerminalReplies) -> WidthModel? {
        if let mode = replies.graphemeClusteringMode, mode == 1 || mode == 3 { return .grapheme }
        guard replies.cursorColumns.count == WidthModel.probes.count else { return nil }
        return WidthModel(probeAdvances: replies.cursorColumns.map { $0 - 1 })
    }

    private func readReplies() -> TerminalReplies {
        let deadline = ContinuousClock.now + timeout
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let replies = TerminalReplies(parsing: bytes)
            let left = ContinuousClock.now.duration(to: deadline)
            guard !replies.hasDeviceAttributes, left > .zero else { return replies }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000 + 1)
            var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, milliseconds)
            if polled < 0, errno == EINTR { continue }
            guard polled > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { return TerminalReplies(parsing: bytes) }
            bytes += buffer[..<count]
        }
    }
}
