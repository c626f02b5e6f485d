import Dispatch
import Foundation
import ProductDetail
import Relay
import SectionKit

/// The `product-detail` command's behaviour, as a library: the executable only parses the
/// arguments, makes one of these, and exits with what it reports.
///
/// It finds the data directory, loads the catalog through a `JSONProductRepository`, shows
/// the page of a `ProductDetailViewModel`, and then, as the options say, exits (one frame),
/// keeps redrawing on data changes (`--watch`), applies simulated changes (`--simulate`),
/// streams NDJSON (`--format json`) or reads keys (`--interactive`). Everything runs on the
/// main queue; the caller runs it with `dispatchMain()`.
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
    public static let defaultProductID = "p-001"

    let options: CommandLineOptions
    let context: AppContext
    var width: Int
    var completion: (@MainActor (CommandFailure?) -> Void)?

    var repository: JSONProductRepository?
    var dataDirectory: URL?
    var catalog: Catalog?
    var viewModel: ProductDetailViewModel?
    var userType: UserType
    var productID: String
    var history: [String] = []
    var frames: FrameWriter
    var hasShownFirstFrame = false
    /// The page last written to NDJSON, which the next patch is taken against.
    var lastWrittenPage: DetailPage?

    var simulation = SimulatedChanges()
    var simulatedChangesShown = 0
    var isSimulatedChangeInFlight = false
    var simulationTimer: (any Disposable)?

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
        userType = UserType(rawValue: options.user.rawValue) ?? .normal
        productID = options.productID ?? Self.defaultProductID
        let usesColor = ColorDecision.usesColor(
            mode: options.color, outputIsTerminal: context.outputIsTerminal, environment: context.environment)
        let keepsRunning = options.isWatching || options.isSimulating || options.isInteractive
        let mode: FrameWriter.Mode =
            !keepsRunning ? .plain : context.outputIsTerminal ? .inPlace : .separated
        frames = FrameWriter(mode: mode, usesColor: usesColor && options.format == .text)
    }

    /// Whether the app keeps running after the first frame.
    var keepsRunning: Bool {
        options.isWatching || options.isSimulating || options.isInteractive
    }

    /// Starts the app. `completion` is called once, on the main queue: with `nil` when the
    /// command succeeded, or with the failure to report and exit with.
    public func start(completion: @escaping @MainActor (CommandFailure?) -> Void) {
        self.completion = completion
        do {
            try options.checkTerminal(
                inputIsTerminal: context.inputIsTerminal, outputIsTerminal: context.outputIsTerminal)
            let directory = try DataDirectory.resolve(
                explicit: options.dataDirectory, environment: context.environment,
                currentDirectory: context.currentDirectory)
            dataDirectory = directory.url
            let repository = JSONProductRepository(directory: directory.url)
            self.repository = repository
            repository.catalogChanges
                .observe(on: MainScheduler.instance)
                .subscribe(onNext: { [weak self] catalog in
                    MainActor.assumeIsolated { self?.catalog = catalog }
                })
                .disposed(by: bag)
            repository.errors
                .observe(on: MainScheduler.instance)
                .subscribe(onNext: { [weak self] error in
                    MainActor.assumeIsolated { self?.reloadFailed(error) }
                })
                .disposed(by: bag)
            if keepsRunning && !options.isInteractive {
                // Interactive mode's TerminalRestorer catches the signals itself.
                interruptWatcher = try? InterruptWatcher(
                    onInterrupt: { [weak self] _ in
                        self?.finish(CommandFailure(exitCode: .interrupted, message: "interrupted"))
                    },
                    onResize: { [weak self] in self?.terminalResized() })
            }
            // The repository takes each file's status just before reading it, so an edit made
            // during or after the first load is seen at the first look.
            if options.isWatching { startWatching() }
            if options.isInteractive { try startInteractive() }
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
        hasShownFirstFrame = false
        frames.forgetPreviousFrame()
        let viewModel = ProductDetailViewModel(
            productID: productID, userType: userType, repository: repository, now: context.now, width: width)
        viewModel.showsFocus = options.isInteractive
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
            if viewModel.isLoaded { showFirstFrame(update.page) }
            return
        }
        switch options.format {
        case .text:
            let text = frames.frame(for: update.page, footer: footer)
            if !text.isEmpty { write(text) }
        case .json:
            if let lastWrittenPage {
                writeMessage(
                    .change(changes: update.changes, patch: update.page.patch(from: lastWrittenPage)))
            }
            lastWrittenPage = update.page
        }
        if options.isSimulating {
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

    func showFirstFrame(_ page: DetailPage) {
        hasShownFirstFrame = true
        switch options.format {
        case .text:
            write(frames.frame(for: page, footer: footer))
        case .json:
            writeMessage(.page(page))
            lastWrittenPage = page
        }
        guard keepsRunning else { return finish(nil) }
        if options.isSimulating && simulatedChangesShown == 0 && !isSimulatedChangeInFlight {
            scheduleSimulatedChange()
        }
    }

    func productFailed(_ failure: ProductDetailFailure) {
        switch failure {
        case .unknownProduct(let id, let suggestions):
            // Without --product, a catalog that has no p-001 (a generated one, say) opens
            // at its first product instead of failing.
            if options.productID == nil, history.isEmpty, !hasShownFirstFrame, id == Self.defaultProductID,
                let first = repository?.currentCatalog?.products.first?.id
            {
                return show(productID: first)
            }
            let error = CatalogError.unknownProduct(id: id, suggestions: suggestions)
            if hasShownFirstFrame {
                // A reload took the product away: the last good page stays until it is back.
                return writeError("\(error) (keeping the last page until it is back)")
            }
            if history.isEmpty || !options.isInteractive { return finish(CommandFailure(error)) }
            writeError("\(error)")
            if let previous = history.popLast() { show(productID: previous) }
        case .catalog(let error):
            if hasShownFirstFrame { return reloadFailed(error) }
            finish(CommandFailure(error))
        case .unavailable(let message):
            finish(CommandFailure(exitCode: .software, message: message))
        }
    }

    /// A reload found bad data: the last good page stays; the error goes to standard error.
    func reloadFailed(_ error: CatalogError) {
        guard hasShownFirstFrame else { return }
        writeError("\(error) (keeping the last good data)")
    }

    /// Follows the terminal's new width (unless `--width` fixed it) and redraws whole.
    func terminalResized() {
        guard options.width == nil, context.outputIsTerminal, let viewModel else { return }
        let columns = TerminalSize.columns(
            fileDescriptor: context.output.fileDescriptor, environment: context.environment)
        guard columns != width else { return }
        width = columns
        viewModel.resize(width: columns)
        frames.forgetPreviousFrame()
    }

    /// Ends the command once: restores the terminal, stops timers, reports.
    func finish(_ failure: CommandFailure?) {
        guard let completion else { return }
        self.completion = nil
        simulationTimer?.dispose()
        repository?.stopWatching()
        if !frames.closingText.isEmpty { try? context.output.write(frames.closingText) }
        keyboard?.cancel()
        restorer?.restore()
        interruptWatcher?.stop()
        pageBag = DisposeBag()
        completion(failure)
    }

    func write(_ text: String) {
        do {
            try context.output.write(text)
        } catch {
            // The reader went away (a closed pipe): nothing more can be shown.
            finish(nil)
        }
    }

    func writeMessage(_ message: PageMessage) {
        do {
            try NDJSONEncoder().write(message, to: context.output)
        } catch {
            finish(nil)
        }
    }

    func writeError(_ message: String) {
        try? context.errorOutput.write("\(Usage.commandName): \(message)\n")
    }
}
