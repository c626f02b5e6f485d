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
/// keeps redrawing on data changes (`--watch`), applies a change feed (`--changes`) or
/// simulated changes (`--simulate`), streams NDJSON (`--format json`) or reads keys
/// (`--interactive`). Everything runs on the
/// main queue; the caller runs it with `dispatchMain()`.
///
/// The run is a small state machine (``Phase``): a product's page is *loading* until its
/// first complete page, then *showing*; the run ends *finishing*. How pages reach the output
/// is one ``PagePresenter`` per output: ``OneFramePresenter``, ``LiveTextPresenter``,
/// ``NDJSONPresenter`` or ``InteractivePresenter``.
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
    let context: AppContext
    /// What the command does after its first page.
    let mode: AppMode
    /// How pages reach the output.
    let presenter: any PagePresenter
    /// Where the run is; see ``Phase``.
    var phase = Phase.loading(nil)
    /// What pages are made with: width, width model and user type.
    var layout: PageLayout
    /// Where the catalog comes from, once the data directory is found.
    var source: CatalogSource?
    /// Where `--simulate` is; `nil` without it.
    var simulation: SimulationProgress?
    /// The signals that end the run and those a live mode follows, caught from `start` on.
    var signals: SignalWatcher?
    /// Called once, when the run ends; `nil` from then on.
    var completion: (@MainActor (CommandFailure?) -> Void)?
    /// The subscriptions to the repository.
    let bag = DisposeBag()

    /// Prepares the app; nothing happens until `start(completion:)`.
    ///
    /// - Parameters:
    ///   - options: The parsed command line.
    ///   - context: The process's environment, working directory, streams and clock.
    public init(options: CommandLineOptions, context: AppContext) {
        self.options = options
        self.context = context
        let mode = AppMode(options)
        self.mode = mode
        layout = PageLayout(
            width: options.width
                ?? TerminalSize.columns(
                    fileDescriptor: context.output.fileDescriptor, environment: context.environment),
            widthModel: .grapheme, userType: options.user)
        let usesColor =
            options.format == .text
            && ColorDecision.usesColor(
                mode: options.color, outputIsTerminal: context.outputIsTerminal,
                environment: context.environment)
        presenter =
            switch (options.format, mode) {
            case (.json, _): NDJSONPresenter(output: context.output, errorOutput: context.errorOutput)
            case (.text, .oneFrame):
                OneFramePresenter(
                    output: context.output, errorOutput: context.errorOutput, usesColor: usesColor)
            case (.text, .interactive): InteractivePresenter(context: context, usesColor: usesColor)
            case (.text, .watch), (.text, .simulate), (.text, .replay):
                LiveTextPresenter(context: context, usesColor: usesColor)
            }
        if mode.simulates { simulation = SimulationProgress() }
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
        watchSignals()
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
            source = CatalogSource(
                repository: repository, directory: directory, changes: try startChangeFeed(into: repository))
            repository.updates
                .observe(on: MainScheduler.instance)
                .subscribe(onNext: { [weak self] _ in
                    MainActor.assumeIsolated { self?.presenter.catalogReplaced() }
                })
                .disposed(by: bag)
            repository.errors
                .observe(on: MainScheduler.instance)
                .subscribe(onNext: { [weak self] error in
                    MainActor.assumeIsolated { self?.reloadFailed(error) }
                })
                .disposed(by: bag)
            try presenter.takeTerminal(host: self)
            let typedAhead = chooseWidthModel()
            presenter.start(widthModel: layout.widthModel, typedAhead: typedAhead)
            // The repository takes each file's status just before reading it, so an edit made
            // during or after the first load is seen at the first look.
            if mode.watchesFiles { repository.startWatching() }
            show(productID: options.productID ?? Self.defaultProductID)
        } catch {
            finish(CommandFailure(error))
        }
    }

    /// Ends the command once: stops timers and file watching, lets the presenter give the
    /// terminal back, reports.
    ///
    /// - Parameters:
    ///   - failure: What to exit with; `nil` for success.
    ///   - keepsLastFrame: Whether to print the last screen once more after leaving the
    ///     alternate screen (`q` in `--interactive`), so the page stays in the scrollback.
    func finish(_ failure: CommandFailure?, keepsLastFrame: Bool = false) {
        guard let completion else { return }
        self.completion = nil
        phase = .finishing
        simulation?.timer?.dispose()
        repository?.stopWatching()
        source?.changes?.reader.stop()
        presenter.finish(keepsLastFrame: keepsLastFrame)
        // `CommandFailure` escapes and bounds its message: ids, paths and values from the data
        // and the arguments reach the terminal safely.
        completion(failure)
        // Reached only when the completion does not exit (an app run inside another program):
        // a finished run catches no signals.
        stopWatchingSignals()
    }

    /// Standard output refused a write: a signal that arrived meanwhile ends the run as that
    /// signal; a reader that went away (a closed pipe) ends it quietly; a terminal that hung
    /// up ends it as SIGHUP would; anything else (a full disk, a closed descriptor, an I/O
    /// error) is reported and exits 74.
    func outputFailed(_ error: SystemError) {
        if let number = signals?.takeTerminatingSignal() { return finish(bySignal: number) }
        if error.code == EINTR { return }
        if error.code == EPIPE { return finish(nil) }
        if error.code == EIO, context.outputIsTerminal { return finish(Self.failure(forSignal: SIGHUP)) }
        finish(Self.writeFailure(error))
    }

    /// The repository, once the data directory is found.
    var repository: JSONProductRepository? { source?.repository }

    /// Follows the terminal's new size: a new width lays the page out again (unless `--width`
    /// fixed it), a new height shows more or less of it; either way the screen is redrawn whole.
    func terminalResized() {
        guard context.outputIsTerminal else { return }
        let columns = TerminalSize.columns(
            fileDescriptor: context.output.fileDescriptor, environment: context.environment)
        let rows = TerminalSize.rows(
            fileDescriptor: context.output.fileDescriptor, environment: context.environment)
        presenter.terminalResized(rows: rows, columns: columns)
        if options.width == nil, columns != layout.width, let viewModel {
            // The page at the new width comes with the next update.
            layout.width = columns
            viewModel.resize(width: columns)
        } else {
            presenter.redraw()
        }
    }
}

/// Where a run's catalog comes from: the repository, the data directory as the user gave it
/// (which messages name), and the change feed applied on top, if any.
struct CatalogSource {
    let repository: JSONProductRepository
    let directory: DataDirectory
    var changes: ChangeFeedSession?
}

/// What every page of a run is made with.
struct PageLayout {
    /// The page width in columns: `--width`, else the terminal's.
    var width: Int
    /// How text is measured: `--width-model`, else the terminal's answer, else grapheme
    /// clusters; decided once, before the first page.
    var widthModel: WidthModel
    /// The layout shown: `--user`, then `p` in `--interactive`.
    var userType: UserType
}
