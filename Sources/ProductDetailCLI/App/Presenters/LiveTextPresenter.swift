import CellKit
import SectionKit

/// `--watch` and `--simulate` as text: on a terminal, a screen of at most its rows ×
/// columns showing the top of the page (see ``LiveScreen``), redrawn in place, rewriting only
/// the rows that changed; into a pipe, each frame whole after a `--- frame N ---` line.
///
/// On a terminal, the terminal is taken over while the run lasts: echo off (so Ctrl-C and
/// Ctrl-Z, which still signal, print no `^C` into the page, and keys typed are not shown) and
/// the cursor hidden and parked under the screen; both are given back on exit and on
/// suspend (job control), and taken again on resume.
///
/// On a terminal, a report takes the screen's last row (written under the screen, it could
/// scroll the terminal) until a new catalog goes into service, and a skipped feed line until
/// the next report; elsewhere it goes to standard error.
@MainActor
final class LiveTextPresenter: PagePresenter {
    private let context: AppContext
    private var frames: FrameWriter
    /// The terminal's rows × columns, once started on a terminal.
    private var screen: LiveScreen?
    private var screenLog: ScreenLog?
    /// The page last drawn, which a resize or a report draws again.
    private var lastPage: DetailPage?
    /// The terminal taken over, unless the run is a background job (changing the terminal's
    /// settings would stop it).
    private var restorer: TerminalRestorer?
    /// The skipped feed line on the status row, which a new catalog leaves there.
    private var feedProblem: String?
    private weak var host: (any PresenterHost)?

    /// - Parameters:
    ///   - context: The process's streams and environment; on a terminal, frames are drawn
    ///     in place.
    ///   - usesColor: Whether frames are written with their styles.
    init(context: AppContext, usesColor: Bool) {
        self.context = context
        frames = FrameWriter(mode: context.outputIsTerminal ? .inPlace : .separated, usesColor: usesColor)
    }

    var takesTerminal: Bool { frames.mode == .inPlace }

    /// Turns echo off and hides the cursor on the terminal the screen is drawn on (its input
    /// side when standard input is that terminal's), unless the run is a background job.
    func takeTerminal(host: any PresenterHost) throws {
        self.host = host
        guard frames.mode == .inPlace else { return }
        let descriptor = context.inputIsTerminal ? context.inputDescriptor : context.output.fileDescriptor
        guard !Terminal.isInBackground(fileDescriptor: descriptor) else { return }
        let restorer = TerminalRestorer(
            mode: try TerminalMode(fileDescriptor: descriptor, kind: .quiet), output: context.output)
        try restorer.activate()
        self.restorer = restorer
    }

    var hasLostTerminal: Bool {
        guard let restorer, restorer.isTakenOver else { return false }
        return !restorer.mode.isInEffect
    }

    /// Leaves the cursor under the screen, for the shell's "Stopped" line and prompt, and
    /// gives the terminal back.
    func suspend() {
        let closing = frames.closingText
        if !closing.isEmpty { try? context.output.write(closing) }
        frames.forgetPreviousFrame()
        restorer?.restore()
    }

    func resume() throws {
        try restorer?.activate()
        frames.forgetPreviousFrame()
    }

    func start(widthModel: WidthModel, typedAhead: [UInt8]) {
        guard frames.mode == .inPlace else { return }
        screenLog = ScreenLog(environment: context.environment)
        screen = LiveScreen(
            layout: .top,
            rows: TerminalSize.rows(
                fileDescriptor: context.output.fileDescriptor, environment: context.environment),
            columns: TerminalSize.columns(
                fileDescriptor: context.output.fileDescriptor, environment: context.environment),
            widthModel: widthModel)
    }

    func pageWillLoad() {
        lastPage = nil
        frames.forgetPreviousFrame()
    }

    func showFirst(_ page: DetailPage) {
        draw(page)
    }

    func show(_ update: PageUpdate) {
        draw(update.page)
    }

    func report(_ message: String) {
        if screen != nil, Terminal.isTerminal(fileDescriptor: context.errorOutput.fileDescriptor) {
            screen?.status = message.terminalSafe
            return redraw()
        }
        try? context.errorOutput.write(CommandFailure.stderrLine(message))
    }

    func reportFeedProblem(_ message: String) {
        report(message)
        feedProblem = screen?.status
    }

    func catalogReplaced() {
        guard let status = screen?.status, status != feedProblem else { return }
        screen?.status = nil
        redraw()
    }

    func terminalResized(rows: Int, columns: Int) {
        screen?.resize(rows: rows, columns: columns)
        frames.forgetPreviousFrame()
    }

    func redraw() {
        if let lastPage { draw(lastPage) }
    }

    func finish(keepsLastFrame: Bool) {
        let closing = frames.closingText
        if !closing.isEmpty { try? context.output.write(closing) }
        restorer?.restore(drainsOutput: false)
    }

    /// Writes `page`: whole into a pipe, or as a screen cut to the terminal.
    private func draw(_ page: DetailPage) {
        lastPage = page
        guard var screen else { return write(frames.frame(for: page)) }
        let rows = page.rows()
        screen.clamp(pageHeight: rows.count)
        self.screen = screen
        let lines = screen.lines(of: rows)
        let text = frames.frame(screen: lines)
        guard !text.isEmpty else { return }
        screenLog?.record(lines, rows: screen.rows, columns: screen.columns, widthModel: screen.widthModel)
        // The cursor waits under the screen (hidden, when the terminal is taken), not at the
        // end of the last row redrawn.
        write(text + Terminal.moveCursor(row: min(lines.count + 1, screen.rows), column: 1))
    }

    private func write(_ text: String) {
        guard !text.isEmpty else { return }
        do {
            try context.output.write(text)
        } catch {
            host?.outputFailed(error)
        }
    }
}
