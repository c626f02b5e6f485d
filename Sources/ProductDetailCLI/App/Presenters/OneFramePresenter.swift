import SectionKit

/// The default output: the first complete page as text, once (the app then ends the run).
@MainActor
final class OneFramePresenter: PagePresenter {
    private let output: OutputWriter
    private let errorOutput: OutputWriter
    private var frames: FrameWriter
    private weak var host: (any PresenterHost)?

    /// - Parameters:
    ///   - output: Where the page goes.
    ///   - errorOutput: Where reports go.
    ///   - usesColor: Whether the page is written with its styles.
    init(output: OutputWriter, errorOutput: OutputWriter, usesColor: Bool) {
        self.output = output
        self.errorOutput = errorOutput
        frames = FrameWriter(mode: .plain, usesColor: usesColor)
    }

    func takeTerminal(host: any PresenterHost) {
        self.host = host
    }

    func showFirst(_ page: DetailPage) {
        let text = frames.frame(for: page)
        guard !text.isEmpty else { return }
        do {
            try output.write(text)
        } catch {
            host?.outputFailed(error)
        }
    }

    func show(_ update: PageUpdate) {
        showFirst(update.page)
    }

    func report(_ message: String) {
        try? errorOutput.write(CommandFailure.stderrLine(message))
    }
}
