import CellKit
import SectionKit

/// How a run shows its pages on its output: one frame of text, live text (`--watch`,
/// `--simulate`), NDJSON (`--format json`) or the interactive screen. The app decides what
/// to show and when (its ``ProductDetailApp/Phase``); the presenter decides how, and owns
/// what only its output needs (a frame writer, a screen, a key reader, the terminal).
///
/// The app calls, in order: ``takeTerminal(host:)`` and ``start(widthModel:typedAhead:)``
/// once; then, per product, ``pageWillLoad()``, ``showFirst(_:)`` once its first complete
/// page is in, and ``show(_:)`` for each later update; ``finish(keepsLastFrame:)`` once at
/// the end. The other calls come whenever their event does.
@MainActor
protocol PagePresenter: AnyObject {
    /// Takes what the output needs of the terminal (raw mode, the alternate screen, a hidden
    /// cursor), before the width model is asked of it. Does nothing by default.
    ///
    /// - Throws: `SystemError` when the terminal refuses; it is given back first.
    func takeTerminal(host: any PresenterHost) throws

    /// Starts drawing in `widthModel`. `typedAhead` holds keys typed while the terminal was
    /// asked for its width model, to be handled as if typed now. Does nothing by default.
    func start(widthModel: WidthModel, typedAhead: [UInt8])

    /// A product's page starts loading: what was shown of the previous one is forgotten.
    /// Does nothing by default.
    func pageWillLoad()

    /// Shows the first complete page of the product.
    func showFirst(_ page: DetailPage)

    /// Shows a later page of the same product, with what changed since the one before.
    func show(_ update: PageUpdate)

    /// Reports a problem that does not end the run.
    func report(_ message: String)

    /// Reports a reload that found bad data (the last good catalog stays); ``report(_:)`` by
    /// default.
    func reportReloadFailure(_ message: String)

    /// Reports a line of a change feed that was skipped. Unlike other reports, a new catalog
    /// (the feed's next batch, a second later) does not take it away. ``report(_:)`` by
    /// default.
    func reportFeedProblem(_ message: String)

    /// A new catalog went into service: a report about an earlier one no longer holds. Does
    /// nothing by default.
    func catalogReplaced()

    /// Follows a terminal now `rows` × `columns`; the next frame is drawn whole. Does nothing
    /// by default.
    func terminalResized(rows: Int, columns: Int)

    /// Draws the last page again (nothing before the first). Does nothing by default.
    func redraw()

    /// Whether there is a page to go back to (`--interactive` after ⏎), so that a page that
    /// cannot open does not end the run; `false` by default.
    var canGoBack: Bool { get }

    /// Whether the output takes the terminal over (a live screen), so that job control
    /// (SIGTSTP, SIGCONT) is the presenter's to follow; `false` by default.
    var takesTerminal: Bool { get }

    /// Whether the terminal taken over was changed behind the presenter's back (a shell that
    /// stopped the run with SIGSTOP put its own settings back); `false` by default.
    var hasLostTerminal: Bool { get }

    /// Gives the terminal back before the process stops: its settings, the normal screen and
    /// the cursor, which is left under the screen for the shell. Does nothing by default.
    func suspend()

    /// Takes the terminal again after the process was continued; the next frame is drawn
    /// whole. Does nothing by default.
    ///
    /// - Throws: `SystemError` when the terminal refuses.
    func resume() throws

    /// Goes back to the page before, if there is one (⌫ in `--interactive`).
    ///
    /// - Returns: Whether there was a page to go back to; `false` by default.
    func goBack() -> Bool

    /// Ends the output, once: gives the terminal back and writes what remains.
    ///
    /// - Parameter keepsLastFrame: Whether the last screen is printed once more on the normal
    ///   screen (`q` in `--interactive`). Does nothing by default.
    func finish(keepsLastFrame: Bool)
}

extension PagePresenter {
    func takeTerminal(host: any PresenterHost) throws {}
    func start(widthModel: WidthModel, typedAhead: [UInt8]) {}
    func pageWillLoad() {}
    func reportReloadFailure(_ message: String) { report(message) }
    func reportFeedProblem(_ message: String) { report(message) }
    func catalogReplaced() {}
    func terminalResized(rows: Int, columns: Int) {}
    func redraw() {}
    var canGoBack: Bool { false }
    var takesTerminal: Bool { false }
    var hasLostTerminal: Bool { false }
    func suspend() {}
    func resume() throws {}
    func goBack() -> Bool { false }
    func finish(keepsLastFrame: Bool) {}
}
