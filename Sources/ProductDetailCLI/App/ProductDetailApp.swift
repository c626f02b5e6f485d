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
    var isRenderScheduled = false

    var simulation = SimulatedChanges()
    var simulatedChanges = 0
    var finishTimer: (any Disposable)?

    var watcher: PollingWatcher?
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
            // Fingerprint the files before the first load, so no edit can slip in between.
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
        finishTimer?.dispose()
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
        viewModel.firstCompletePage
            .subscribe(onNext: { [weak self] _ in
                // The section that completed the page publishes its item change right after
                // its state change: let that finish, so the first frame already holds it and
                // the change stream starts after it.
                MainScheduler.asyncInstance.schedule { MainActor.assumeIsolated { self?.showFirstFrame() } }
            })
            .disposed(by: pageBag)
    }

    func showFirstFrame() {
        guard !hasShownFirstFrame, completion != nil, let viewModel else { return }
        hasShownFirstFrame = true
        let page = viewModel.page
        switch options.format {
        case .text:
            write(frames.frame(for: page, focusedSectionID: focusedSectionID, footer: footer))
        case .json:
            writeMessage(.page(page))
        }
        guard keepsRunning else { return finish(nil) }
        if options.format == .json {
            viewModel.changes
                .subscribe(onNext: { [weak self] change in
                    MainActor.assumeIsolated { self?.pageChanged(change) }
                })
                .disposed(by: pageBag)
        } else {
            viewModel.pages
                .subscribe(onNext: { [weak self] _ in MainActor.assumeIsolated { self?.scheduleRender() } })
                .disposed(by: pageBag)
        }
        if options.isSimulating && simulatedChanges == 0 { scheduleSimulatedChange() }
    }

    /// Coalesces the burst of pages one data change produces into one frame.
    func scheduleRender() {
        guard !isRenderScheduled else { return }
        isRenderScheduled = true
        MainScheduler.asyncInstance.schedule { [weak self] in
            MainActor.assumeIsolated { self?.render() }
        }
    }

    func render() {
        isRenderScheduled = false
        guard let viewModel, hasShownFirstFrame else { return }
        let text = frames.frame(for: viewModel.page, focusedSectionID: focusedSectionID, footer: footer)
        if !text.isEmpty { write(text) }
        pageDidUpdate()
    }

    func pageChanged(_ change: PageChange) {
        writeMessage(.change(change))
        pageDidUpdate()
    }

    func productFailed(_ failure: ProductDetailFailure) {
        switch failure {
        case .unknownProduct(let id, let suggestions):
            // Without --product, a catalog that has no p-001 (a generated one, say) opens
            // at its first product instead of failing.
            if options.productID == nil, history.isEmpty, id == Self.defaultProductID,
                let first = repository?.currentCatalog?.products.first?.id
            {
                return show(productID: first)
            }
            let error = CatalogError.unknownProduct(id: id, suggestions: suggestions)
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
        scheduleRender()
    }

    /// Ends the command once: restores the terminal, stops timers, reports.
    func finish(_ failure: CommandFailure?) {
        guard let completion else { return }
        self.completion = nil
        finishTimer?.dispose()
        watcher?.stop()
        keyboard?.cancel()
        restorer?.restore()
        interruptWatcher?.stop()
        pageBag = DisposeBag()
        completion(failure)
    }

    var focusedSectionID: String? {
        options.isInteractive ? viewModel.map { String(describing: $0.focusedSection) } : nil
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
