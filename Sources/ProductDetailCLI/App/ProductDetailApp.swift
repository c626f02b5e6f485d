import CatalogKit
import CellKit
import Dispatch
import Foundation
import ProductDetail
import Relay
import SectionKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `product-detail` command's behaviour, as a library: the executable only parses the
/// arguments, makes one of these, and exits with what it reports.
///
/// It finds the data directory, loads the catalog through a `JSONProductRepository`, shows
/// the page of a `ProductDetailViewModel`, and then, as the options say, exits (one frame),
/// keeps redrawing on data changes (`--watch`), applies simulated changes (`--simulate`),
/// streams NDJSON (`--format json`) or reads keys (`--interactive`). Everything runs on the
/// main queue; the caller runs it with `dispatchMain()`.
///
/// On a terminal, the live modes draw a screen of at most the terminal's rows × columns (see
/// `LiveScreen`), and the page is measured in the terminal's width model, asked of the
/// terminal itself unless `--width-model` names one (see `WidthModelProbe`).
///
/// ```swift
/// let app = ProductDetailApp(options: options, context: .process())
/// app.start { failure in exit(failure?.exitCode.rawValue ?? 0) }
/// dispatchMain()
/// ```
@MainActor
public final class ProductDetailApp {
    /// The product shown when `--product` is not given (or the catalog's first product, when
    /// the catalog has no product with this id).
    static let defaultProductID = CommandLineOptions.defaultProductID

    let options: CommandLineOptions
    /// What the command does after its first page.
    let mode: AppMode
    let context: AppContext
    /// The page width in columns: `--width`, else the terminal's.
    var width: Int
    /// How text is measured: `--width-model`, else the terminal's answer, else grapheme
    /// clusters; decided once in `start`.
    var widthModel = WidthModel.grapheme
    var completion: (@MainActor (CommandFailure?) -> Void)?

    var repository: JSONProductRepository?
    var catalog: Catalog?
    var viewModel: ProductDetailViewModel?
    var userType: UserType
    var productID: String
    /// The pages ⌫ goes back to, the last one on top.
    var pageStack: [PageStackEntry] = []
    /// The page to put back once the product shown loads (after ⌫).
    var pendingRestore: PageStackEntry?
    /// The focused section `p` took away (member offers) and the one focus fell back to, to
    /// focus the first again when `p` brings it back (unless the reader moved on).
    var focusBeforeUserSwitch: (section: SectionType, fallback: SectionType)?
    var frames: FrameWriter
    /// The terminal's rows × columns and the scroll position, for a frame drawn in place.
    var screen: LiveScreen?
    /// The page last shown, which a scroll or a resize redraws without asking the view model.
    var lastPage: DetailPage?
    /// Whether the next page drawn scrolls the focused section into view.
    var revealsFocus = false
    var hasShownFirstFrame = false
    /// The page last written to NDJSON, which the next patch is taken against.
    var lastWrittenPage: DetailPage?
    var screenLog: ScreenLog?

    /// Where `--simulate` is: its changes, how many were shown, the one in flight.
    var simulation = SimulationProgress()

    var interruptWatcher: InterruptWatcher?
    var restorer: TerminalRestorer?
    var keyDecoder = KeyDecoder()
    var keyboard: (any DispatchSourceRead)?

    let bag = DisposeBag()
    var pageBag = DisposeBag()

    /// Prepares the app; nothing happens until `start(completion:)`.
    ///
    /// - Parameters:
    ///   - options: The parsed command line.
    ///   - context: The process's environment, working directory, streams and clock.
    public init(options: CommandLineOptions, context: AppContext) {
        self.options = options
        self.context = context
        width =
            options.width
            ?? TerminalSize.columns(
                fileDescriptor: context.output.fileDescriptor, environment: context.environment)
        userType = options.user
        productID = options.productID ?? Self.defaultProductID
        let usesColor = ColorDecision.usesColor(
            mode: options.color, outputIsTerminal: context.outputIsTerminal, environment: context.environment)
        let mode = AppMode(options)
        self.mode = mode
        frames = FrameWriter(
            mode: !mode.keepsRunning ? .plain : context.outputIsTerminal ? .inPlace : .separated,
            usesColor: usesColor && options.format == .text)
    }

    /// Starts the app, as work on the main queue: it returns at once, and the work begins once
    /// the main queue runs (`dispatchMain()`). `completion` is called once, on the main queue:
    /// with `nil` when the command succeeded, or with the failure to report and exit with.
    ///
    /// Everything the app does is main-queue work, so it is ordered with the work it
    /// schedules there: once `dispatchMain()` runs, the main queue may be drained by another
    /// thread than the one that called `start` (as libdispatch does on Linux).
    public func start(completion: @escaping @MainActor (CommandFailure?) -> Void) {
        self.completion = completion
        DispatchQueue.main.async { [self] in
            MainActor.assumeIsolated { run() }
        }
    }

    /// What `start` does on the main queue: checks, takes the terminal, asks its width model,
    /// and shows the first product.
    private func run() {
        do {
            try options.checkTerminal(
                inputIsTerminal: context.inputIsTerminal, outputIsTerminal: context.outputIsTerminal)
            if let closed = Self.closedOutputFailure(context.output.fileDescriptor) { return finish(closed) }
            let directory = try DataDirectory.resolve(
                explicit: options.dataDirectory, environment: context.environment,
                currentDirectory: context.currentDirectory)
            // Only a repository looked at again (a watch, or `r` in interactive mode) uses the
            // content hash; one frame saves that pass over every byte.
            let repository = JSONProductRepository(
                directory: directory.url, hashesContent: mode.watchesFiles || mode.isInteractive)
            self.repository = repository
            repository.catalogChanges
                .observe(on: MainScheduler.instance)
                .subscribe(onNext: { [weak self] catalog in
                    MainActor.assumeIsolated { self?.catalogChanged(catalog) }
                })
                .disposed(by: bag)
            repository.errors
                .observe(on: MainScheduler.instance)
                .subscribe(onNext: { [weak self] error in
                    MainActor.assumeIsolated { self?.reloadFailed(error) }
                })
                .disposed(by: bag)
            if mode.keepsRunning && !mode.isInteractive {
                // Interactive mode's TerminalRestorer catches the signals itself.
                interruptWatcher = try? InterruptWatcher(
                    onInterrupt: { [weak self] number in self?.finish(Self.failure(forSignal: number)) },
                    onResize: { [weak self] in self?.terminalResized() })
            }
            if mode.isInteractive { try takeOverTerminal() }
            let typedAhead = chooseWidthModel()
            if frames.mode == .inPlace {
                screenLog = ScreenLog(environment: context.environment)
                screen = LiveScreen(
                    layout: mode.isInteractive ? .scrolling : .top,
                    rows: TerminalSize.rows(
                        fileDescriptor: context.output.fileDescriptor, environment: context.environment),
                    columns: TerminalSize.columns(
                        fileDescriptor: context.output.fileDescriptor, environment: context.environment),
                    widthModel: widthModel)
            }
            // The repository takes each file's status just before reading it, so an edit made
            // during or after the first load is seen at the first look.
            if mode.watchesFiles { startWatching() }
            if mode.isInteractive { startReadingKeys(typedAhead: typedAhead) }
            show(productID: productID)
        } catch {
            finish(CommandFailure(error))
        }
    }

    /// Shows `productID`'s page, replacing the current one.
    func show(productID: String) {
        guard let repository else { return }
        pageBag = DisposeBag()
        self.productID = productID
        focusBeforeUserSwitch = nil
        hasShownFirstFrame = false
        lastPage = nil
        screen?.offset = 0
        frames.forgetPreviousFrame()
        let viewModel = ProductDetailViewModel(
            productID: productID, userType: userType, repository: repository, now: context.now, width: width,
            widthModel: widthModel)
        viewModel.showsFocus = mode.isInteractive
        self.viewModel = viewModel
        viewModel.failure
            .subscribe(onNext: { [weak self] failure in
                MainActor.assumeIsolated { self?.productFailed(failure) }
            })
            .disposed(by: pageBag)
        // One update per turn in which the page changed, its page built once.
        viewModel.updates
            .subscribe(onNext: { [weak self] update in
                MainActor.assumeIsolated { self?.pageUpdated(update) }
            })
            .disposed(by: pageBag)
    }

    func pageUpdated(_ update: PageUpdate) {
        guard completion != nil, let viewModel else { return }
        guard hasShownFirstFrame else {
            if viewModel.isLoaded { pageLoaded(update.page) }
            return
        }
        switch options.format {
        case .text:
            draw(update.page)
        case .json:
            if let lastWrittenPage {
                writeMessage(
                    .change(changes: update.changes, patch: update.page.patch(from: lastWrittenPage)))
            }
            lastWrittenPage = update.page
        }
        if mode.simulates {
            simulationSaw(
                PageUpdateSummary(
                    hasDataChanges: update.changes.contains { change in
                        switch change {
                        case .itemsChanged, .stateChanged: true
                        default: false
                        }
                    }))
        }
    }

    /// The page has loaded: put back the state ⌫ saved (whose page comes with the next
    /// update), or show it.
    func pageLoaded(_ page: DetailPage) {
        guard let entry = pendingRestore, entry.productID == productID, let viewModel else {
            return showFirstFrame(page)
        }
        pendingRestore = nil
        viewModel.restore(entry.state)
        screen?.offset = entry.offset
    }

    func showFirstFrame(_ page: DetailPage) {
        hasShownFirstFrame = true
        switch options.format {
        case .text:
            revealsFocus = true
            draw(page)
        case .json:
            writeMessage(.page(page))
            lastWrittenPage = page
        }
        guard completion != nil else { return }
        guard mode.keepsRunning else { return finish(nil) }
        if mode.simulates && simulation.shown == 0 && !simulation.isChangeInFlight {
            scheduleSimulatedChange()
        }
    }

    /// Writes `page` as text: whole (one frame, or into a pipe), or as a screen cut to the
    /// terminal, rewriting only the rows that changed.
    func draw(_ page: DetailPage) {
        lastPage = page
        guard var screen else {
            let text = frames.frame(for: page)
            if !text.isEmpty { write(text) }
            return
        }
        let rows = page.rows()
        if revealsFocus, let viewModel, let focused = page.section(viewModel.focusedSection.rawValue) {
            screen.reveal(focused.frame.lines, pageHeight: rows.count)
        }
        revealsFocus = false
        screen.clamp(pageHeight: rows.count)
        self.screen = screen
        let lines = screen.lines(of: rows, help: keyHelp)
        let text = frames.frame(screen: lines)
        guard !text.isEmpty else { return }
        screenLog?.record(lines, rows: screen.rows, columns: screen.columns, widthModel: widthModel)
        write(text)
    }

    /// Draws the last page again (after a scroll or a resize that changed no page).
    func redraw() {
        if let lastPage, hasShownFirstFrame { draw(lastPage) }
    }

    func productFailed(_ failure: ProductDetailFailure) {
        switch failure {
        case .unknownProduct(let id, let suggestions):
            // Without --product, a catalog that has no p-001 (a generated one, say) opens
            // at its first product instead of failing.
            if options.productID == nil, pageStack.isEmpty, !hasShownFirstFrame, id == Self.defaultProductID,
                let first = repository?.currentCatalog?.products.first?.id
            {
                return show(productID: first)
            }
            let error = CatalogError.unknownProduct(id: id, suggestions: suggestions)
            if hasShownFirstFrame {
                // A reload took the product away: the last good page stays until it is back.
                return writeError("\(error) (keeping the last page until it is back)")
            }
            if pageStack.isEmpty || !mode.isInteractive {
                return finish(CommandFailure(error, dataDirectory: repository?.directory))
            }
            writeError("\(error)")
            goBack()
        case .catalog(let error):
            if hasShownFirstFrame { return reloadFailed(error) }
            finish(CommandFailure(error))
        case .unavailable(let message):
            finish(CommandFailure(exitCode: .software, message: message.terminalSafe))
        }
    }

    /// A reload found bad data: the last good page stays; the error goes to standard error.
    func reloadFailed(_ error: CatalogError) {
        guard hasShownFirstFrame else { return }
        writeError("\(error) (keeping the last good data)")
    }

    /// Follows the terminal's new size: a new width lays the page out again (unless `--width`
    /// fixed it), a new height shows more or less of it; either way the screen is redrawn whole.
    func terminalResized() {
        guard context.outputIsTerminal else { return }
        let columns = TerminalSize.columns(
            fileDescriptor: context.output.fileDescriptor, environment: context.environment)
        let rows = TerminalSize.rows(
            fileDescriptor: context.output.fileDescriptor, environment: context.environment)
        screen?.resize(rows: rows, columns: columns)
        frames.forgetPreviousFrame()
        revealsFocus = true
        if options.width == nil, columns != width, let viewModel {
            // The page at the new width comes with the next update.
            width = columns
            viewModel.resize(width: columns)
        } else {
            redraw()
        }
    }

    /// Ends the command once: restores the terminal, stops timers, reports.
    ///
    /// - Parameters:
    ///   - failure: What to exit with; `nil` for success.
    ///   - keepsLastFrame: Whether to print the last screen once more after leaving the
    ///     alternate screen (`q` in `--interactive`), so the page stays in the scrollback.
    func finish(_ failure: CommandFailure?, keepsLastFrame: Bool = false) {
        guard let completion else { return }
        self.completion = nil
        simulation.timer?.dispose()
        repository?.stopWatching()
        keyboard?.cancel()
        if let restorer {
            restorer.restore()
            if keepsLastFrame, let text = lastFrameText { try? context.output.write(text) }
        } else if !frames.closingText.isEmpty {
            try? context.output.write(frames.closingText)
        }
        interruptWatcher?.stop()
        pageBag = DisposeBag()
        // `CommandFailure` escapes and bounds its message: ids, paths and values from the data
        // and the arguments reach the terminal safely.
        completion(failure)
    }

    /// The page rows of the last screen, as lines of text, for after the alternate screen.
    private var lastFrameText: String? {
        guard let screen, let lastPage, let shown = frames.previousScreen else { return nil }
        var body = screen.body(of: shown, pageHeight: lastPage.height)
        while body.last?.text.isEmpty == true { body.removeLast() }
        return body.isEmpty ? nil : frames.text(of: body)
    }

    func write(_ text: String) {
        do {
            try context.output.write(text)
        } catch {
            outputFailed(error)
        }
    }

    func writeMessage(_ message: PageMessage) {
        do {
            try NDJSONEncoder().write(message, to: context.output)
        } catch let error as SystemError {
            outputFailed(error)
        } catch {
            finish(
                CommandFailure(exitCode: .software, message: "cannot encode the page: \(error)".terminalSafe))
        }
    }

    /// Standard output refused a write: a reader that went away (a closed pipe) ends the run
    /// quietly; a terminal that hung up ends it as SIGHUP would; anything else (a full disk, a
    /// closed descriptor, an I/O error) is reported and exits 74.
    func outputFailed(_ error: SystemError) {
        if error.code == EPIPE { return finish(nil) }
        if error.code == EIO, context.outputIsTerminal { return finish(Self.failure(forSignal: SIGHUP)) }
        finish(Self.writeFailure(error))
    }

    /// A new catalog was published (the first load, or a reload that succeeded): a message
    /// about an earlier bad reload no longer holds.
    func catalogChanged(_ catalog: Catalog) {
        self.catalog = catalog
        guard screen?.status != nil else { return }
        screen?.status = nil
        redraw()
    }

    /// Reports a problem that does not end the run. While a live screen is on the terminal
    /// standard error shares, the message takes the screen's status line instead: written
    /// under the screen, it could scroll the terminal.
    func writeError(_ message: String) {
        if screen != nil, Terminal.isTerminal(fileDescriptor: context.errorOutput.fileDescriptor) {
            screen?.status = message.terminalSafe
            return redraw()
        }
        try? context.errorOutput.write(CommandFailure.stderrLine(message))
    }
}
