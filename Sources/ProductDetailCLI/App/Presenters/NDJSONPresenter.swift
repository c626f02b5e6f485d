import SectionKit

/// `--format json`: the first complete page as one `page` line, then one `change` line per
/// update, each with the patch that turns the page written before into the new one (see
/// ``PageMessage``). Reports go to standard error, never into the stream.
@MainActor
final class NDJSONPresenter: PagePresenter {
    private let output: OutputWriter
    private let errorOutput: OutputWriter
    /// The page last written, which the next patch is taken against.
    private var lastWrittenPage: DetailPage?
    private weak var host: (any PresenterHost)?

    /// - Parameters:
    ///   - output: Where the lines go.
    ///   - errorOutput: Where reports go.
    init(output: OutputWriter, errorOutput: OutputWriter) {
        self.output = output
        self.errorOutput = errorOutput
    }

    func takeTerminal(host: any PresenterHost) {
        self.host = host
    }

    func showFirst(_ page: DetailPage) {
        write(.page(page))
        lastWrittenPage = page
    }

    func show(_ update: PageUpdate) {
        if let lastWrittenPage {
            write(.change(changes: update.changes, patch: update.page.patch(from: lastWrittenPage)))
        }
        lastWrittenPage = update.page
    }

    func report(_ message: String) {
        try? errorOutput.write(CommandFailure.stderrLine(message))
    }

    private func write(_ message: PageMessage) {
        do {
            try NDJSONEncoder().write(message, to: output)
        } catch let error as SystemError {
            host?.outputFailed(error)
        } catch {
            host?.finish(
                CommandFailure(exitCode: .software, message: "cannot encode the page: \(error)".terminalSafe),
                keepsLastFrame: false)
        }
    }
}
