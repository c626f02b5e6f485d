import CellKit

extension ProductDetailApp {
    /// Decides how the run measures text, once, before the first page is made:
    /// `--width-model` when it names a model; else, for text on a terminal (standard input
    /// and output both, and `TERM` not `dumb`), what the terminal answers to
    /// `WidthModelProbe`; else grapheme clusters.
    ///
    /// - Returns: Keys the user typed while the probe listened for answers, to be handled as
    ///   if they came after it.
    func chooseWidthModel() -> [UInt8] {
        switch options.widthModel {
        case .fixed(let model):
            layout.widthModel = model
            return []
        case .auto:
            layout.widthModel = .grapheme
            guard options.format == .text, context.inputIsTerminal, context.outputIsTerminal,
                EnvironmentVariable.terminal.value(in: context.environment) != "dumb"
            else { return [] }
            let probe = WidthModelProbe(input: context.inputDescriptor, output: context.output)
            guard let replies = probe.run() else { return [] }
            layout.widthModel = WidthModelProbe.model(from: replies) ?? .grapheme
            return replies.otherInput
        }
    }
}
