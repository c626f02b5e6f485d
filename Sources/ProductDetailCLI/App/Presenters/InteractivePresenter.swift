import CellKit
import Dispatch
import ProductDetail
import SectionKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--interactive`: the page on the alternate screen, scrolled by the reader (see
/// ``LiveScreen/Layout/scrolling``), with a mark line and the key help under it; keys move
/// the focus, scroll, open related products and go back through a stack of the pages left.
///
/// The terminal is taken (raw mode, the alternate screen, a hidden cursor) before the first
/// page and always given back (see ``TerminalRestorer``).
@MainActor
final class InteractivePresenter: PagePresenter {
    let context: AppContext
    var frames: FrameWriter
    /// The terminal's rows × columns and the scroll position.
    var screen: LiveScreen?
    var screenLog: ScreenLog?
    /// The page last drawn, which a scroll, a resize or a report draws again.
    var lastPage: DetailPage?
    /// Whether the next page drawn scrolls the focused section into view.
    var revealsFocus = false
    /// The pages ⌫ goes back to, the last one on top.
    var pageStack: [PageStackEntry] = []
    /// The scroll position to put back when the page ⌫ reopened is first shown.
    var restoredOffset: Int?
    /// The focused section `p` took away (member offers) and the one focus fell back to, to
    /// focus the first again when `p` brings it back (unless the reader moved on).
    var focusBeforeUserSwitch: (section: SectionType, fallback: SectionType)?
    /// The last reload failure, until a new catalog goes into service: `r` shows it again
    /// rather than claim a reload that changed nothing.
    var catalogProblem: String?
    /// Whether `r` was pressed and its status is still shown.
    var awaitsReload = false
    /// The skipped feed line on the status row, which a new catalog leaves there (a key
    /// takes it away, as any message).
    var feedProblem: String?
    var keyDecoder = KeyDecoder()
    var keyboard: (any DispatchSourceRead)?
    var restorer: TerminalRestorer?
    weak var host: (any PresenterHost)?

    /// - Parameters:
    ///   - context: The process's terminal (standard input and output) and environment.
    ///   - usesColor: Whether screens are written with their styles.
    init(context: AppContext, usesColor: Bool) {
        self.context = context
        frames = FrameWriter(mode: .inPlace, usesColor: usesColor)
    }

    var takesTerminal: Bool { true }

    /// Takes over the terminal: raw mode, the alternate screen and a hidden cursor, given back
    /// by `finish` (the app finishes on every signal that would end the program), by
    /// `suspend` and by `CrashRestoration` on a crash. Keys are read as the terminal's own
    /// control characters say (`stty intr`, `susp`, `quit`).
    func takeTerminal(host: any PresenterHost) throws {
        self.host = host
        let mode = try TerminalMode(fileDescriptor: context.inputDescriptor, kind: .raw)
        keyDecoder = KeyDecoder(
            interrupt: mode.controlCharacter(VINTR), suspend: mode.controlCharacter(VSUSP),
            quit: mode.controlCharacter(VQUIT))
        let restorer = TerminalRestorer(mode: mode, output: context.output, usesAlternateScreen: true)
        try restorer.activate()
        self.restorer = restorer
    }

    var hasLostTerminal: Bool {
        guard let restorer, restorer.isTakenOver else { return false }
        return !restorer.mode.isInEffect
    }

    func suspend() {
        restorer?.restore()
        frames.forgetPreviousFrame()
    }

    func resume() throws {
        try restorer?.activate()
        frames.forgetPreviousFrame()
    }

    func start(widthModel: WidthModel, typedAhead: [UInt8]) {
        screenLog = ScreenLog(environment: context.environment)
        screen = LiveScreen(
            layout: .scrolling,
            rows: TerminalSize.rows(
                fileDescriptor: context.output.fileDescriptor, environment: context.environment),
            columns: TerminalSize.columns(
                fileDescriptor: context.output.fileDescriptor, environment: context.environment),
            widthModel: widthModel)
        startReadingKeys(typedAhead: typedAhead)
    }

    func pageWillLoad() {
        focusBeforeUserSwitch = nil
        restoredOffset = nil
        lastPage = nil
        screen?.offset = 0
        frames.forgetPreviousFrame()
    }

    func showFirst(_ page: DetailPage) {
        if let restoredOffset { screen?.offset = restoredOffset }
        restoredOffset = nil
        revealsFocus = true
        draw(page)
    }

    func show(_ update: PageUpdate) {
        draw(update.page)
    }

    /// Shows `message` on the screen's status row, in place of the mark line (written under
    /// the screen, it could scroll the terminal), until the next key or a new catalog; when
    /// standard error is not the terminal (a log), it gets the line too.
    func report(_ message: String) {
        if !Terminal.isTerminal(fileDescriptor: context.errorOutput.fileDescriptor) {
            try? context.errorOutput.write(CommandFailure.stderrLine(message))
        }
        guard screen != nil else { return }
        screen?.status = message.terminalSafe
        awaitsReload = false
        redraw()
    }

    func reportReloadFailure(_ message: String) {
        catalogProblem = message.terminalSafe
        report(message)
    }

    /// A new catalog went into service: a reload failure no longer holds; after `r`, the
    /// status says when it reloaded.
    func reportFeedProblem(_ message: String) {
        report(message)
        feedProblem = screen?.status
    }

    func catalogReplaced() {
        catalogProblem = nil
        guard let status = screen?.status, status != feedProblem else { return }
        screen?.status = awaitsReload ? "reloaded \(context.timeOfDay)" : nil
        awaitsReload = false
        redraw()
    }

    func terminalResized(rows: Int, columns: Int) {
        screen?.resize(rows: rows, columns: columns)
        frames.forgetPreviousFrame()
        revealsFocus = true
    }

    func redraw() {
        if let lastPage { draw(lastPage) }
    }

    var canGoBack: Bool { !pageStack.isEmpty }

    /// Opens the page on top of the back stack as it was left: focus, carousel selections and
    /// scroll position.
    func goBack() -> Bool {
        guard let entry = pageStack.popLast(), let host else { return false }
        host.open(productID: entry.productID, restoring: entry.state)
        restoredOffset = entry.offset
        return true
    }

    func finish(keepsLastFrame: Bool) {
        keyboard?.cancel()
        // After a signal, the writer no longer waits: neither may the terminal's settings.
        restorer?.restore(drainsOutput: false)
        if keepsLastFrame, let text = lastFrameText { try? context.output.write(text) }
    }

    /// Writes `page` as a screen cut to the terminal, rewriting only the rows that changed.
    func draw(_ page: DetailPage) {
        lastPage = page
        guard var screen else { return }
        let rows = page.rows()
        if revealsFocus, let viewModel = host?.viewModel,
            let focused = page.section(viewModel.focusedSection.rawValue)
        {
            screen.reveal(focused.frame.lines, pageHeight: rows.count)
        }
        revealsFocus = false
        screen.focus = host?.viewModel.flatMap { viewModel in
            page.section(viewModel.focusedSection.rawValue).map { section in
                LiveScreen.Focus(name: Self.name(of: viewModel.focusedSection), headerRow: section.frame.y)
            }
        }
        screen.clamp(pageHeight: rows.count)
        self.screen = screen
        let lines = screen.lines(of: rows, help: keyHelp)
        let text = frames.frame(screen: lines)
        guard !text.isEmpty else { return }
        screenLog?.record(lines, rows: screen.rows, columns: screen.columns, widthModel: screen.widthModel)
        do {
            try context.output.write(text)
        } catch {
            host?.outputFailed(error)
        }
    }

    /// The section's English name, as its header ends (`関連商品 · Related products`).
    static func name(of section: SectionType) -> String {
        section.header.components(separatedBy: " · ").last ?? section.header
    }

    /// The page rows of the last screen, as lines of text, for after the alternate screen.
    private var lastFrameText: String? {
        guard let screen, let lastPage, let shown = frames.previousScreen else { return nil }
        var body = screen.body(of: shown, pageHeight: lastPage.height)
        while body.last?.text.isEmpty == true { body.removeLast() }
        return body.isEmpty ? nil : frames.text(of: body)
    }
}
