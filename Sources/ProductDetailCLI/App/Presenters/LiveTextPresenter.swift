import CellKit
import SectionKit

/// `--watch` and `--simulate` as text: on a terminal, a screen of at most its rows ×
/// columns showing the top of the page (see ``LiveScreen``), redrawn in place, rewriting only
/// the rows that changed; into a pipe, each frame whole after a `--- frame N ---` line.
///
/// On a terminal, a report takes the screen's last row (written under the screen, it could
/// scroll the terminal) until a new catalog goes into service; elsewhere it goes to standard
/// error.
@MainActor
final class LiveTextPresenter: PagePresenter {
    private let context: AppContext
    private var frames: FrameWriter
    /// The terminal's rows × columns, once started on a terminal.
    private var screen: LiveScreen?
    private var screenLog: ScreenLog?
    /// The page last drawn, which a resize or a report draws again.
    private var lastPage: DetailPage?
    private weak var host: (any PresenterHost)?

    /// - Parameters:
    ///   - context: The process's streams and environment; on a terminal, frames are drawn
    ///     in place.
    ///   - usesColor: Whether frames are written with their styles.
    init(context: AppContext, usesColor: Bool) {
        self.context = context
        frames = FrameWriter(mode: context.outputIsTerminal ? .inPlace : .separated, usesColor: usesColor)
    }

    func takeTerminal(host: any PresenterHost) {
        self.host = host
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

    func catalogReplaced() {
        guard screen?.status != nil else { return }
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
        write(text)
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
