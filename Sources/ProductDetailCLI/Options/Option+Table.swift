import CatalogKit
import ProductDetail

extension Option {
    /// Every option, in the order `--help` lists them. The parser, the synopsis and `--help`
    /// are generated from this table alone.
    static let all: [Option] = [
        Option(
            "--product", .text(placeholder: "ID", expectation: "a product id") { $0.productID = $1 },
            summary: "Product to show.",
            default: "\(CommandLineOptions.defaultProductID), or the catalogue's first product if it has none"
        ),
        Option(
            "--user",
            .choice(OptionChoice.each(of: UserType.allCases, named: \.rawValue, storedAt: \.user)),
            summary: "Show the page as this kind of user sees it.",
            default: CommandLineOptions().user.rawValue),
        Option(
            "--data", .text(placeholder: "DIR", expectation: "a directory") { $0.dataDirectory = $1 },
            summary: "Data directory.", default: "see DATA below"),
        Option(
            "--width",
            .wholeNumber(placeholder: "N", range: CommandLineOptions.widthRange, unit: nil) { $0.width = $1 },
            summary: "Page width in columns.",
            default: "the terminal's width, then $COLUMNS, then \(CommandLineOptions.defaultWidth)"),
        Option(
            "--width-model",
            .choice(
                WidthModelChoice.names.compactMap { name in
                    WidthModelChoice(name: name).map { choice in
                        OptionChoice(name: name) { $0.widthModel = choice }
                    }
                }),
            summary: "How emoji sequences are measured: auto asks the terminal; a pipe uses grapheme.",
            default: CommandLineOptions().widthModel.name),
        Option(
            "--format",
            .choice(OptionChoice.each(of: OutputFormat.allCases, named: \.rawValue, storedAt: \.format)),
            summary: "text: the page as text. json: NDJSON, one JSON object per line, flushed at once: "
                + "{\"type\":\"page\",...} first, then one {\"type\":\"change\",...} per change.",
            default: CommandLineOptions().format.rawValue),
        Option(
            "--watch", .none { $0.isWatching = true },
            summary: "Keep running; reload and redraw when a data file changes. In a terminal the page "
                + "is redrawn in place; otherwise each new frame follows a '--- frame N ---' line."),
        Option(
            "--simulate", .none { $0.isSimulating = true },
            summary: "Built-in demo events: change a price or a stock count, or publish a note, in "
                + "memory, every --interval ms."),
        Option(
            "--interval",
            .wholeNumber(
                placeholder: "MS", range: CommandLineOptions.intervalRange, unit: "milliseconds"
            ) { $0.intervalMilliseconds = $1 },
            summary: "Time between simulated changes.",
            default: String(CommandLineOptions.defaultIntervalMilliseconds), requires: "--simulate"),
        Option(
            "--count",
            .wholeNumber(placeholder: "K", range: 1...Int.max, unit: nil) { $0.count = $1 },
            summary: "Stop after K simulated changes and exit 0.", default: "no limit",
            requires: "--simulate"),
        Option(
            "--changes",
            .text(placeholder: "PATH", expectation: "a file, a FIFO, or - for standard input") {
                $0.changesPath = $1
            },
            summary: "Apply a change feed (PATH: a file, a FIFO, or - for standard input) in memory as "
                + "its lines arrive: one JSON object per line, a price, stock, product, removeProduct, "
                + "note or removeNote change (see the README). Each read is one batch and one redraw; a "
                + "bad line is reported on standard error and skipped. A file is followed like tail -F. "
                + "A pipe or FIFO is a replay: once its writer closes it and the page shows the last "
                + "change, the command exits 0, unless --watch, --simulate or --interactive keeps it "
                + "running (a FIFO is then opened again for its next writer)."),
        Option(
            "--interactive", .none { $0.isInteractive = true },
            summary: "Drive the page with keys (terminal only): Up/Down move focus between sections (the "
                + "screen scrolls to keep it in view), Left/Right scroll the focused section, PgUp/PgDn "
                + "scroll a screen, Home/End go to the top/bottom, Enter opens a related product, "
                + "Backspace goes back to where you were, p toggles normal/premium, r reloads, q quits "
                + "(the last screen stays printed).",
            conflictsWith: [(option: "--format", value: "json"), (option: "--changes", value: "-")]),
        Option(
            "--color",
            .choice(OptionChoice.each(of: ColorMode.allCases, named: \.rawValue, storedAt: \.color)),
            summary: "auto: colour only when standard output is a terminal and NO_COLOR is unset or "
                + "empty.",
            default: CommandLineOptions().color.rawValue),
        Option("--help", alias: "-h", .command(.help), summary: "Show this help and exit."),
        Option("--version", .command(.version), summary: "Show the version and exit."),
    ]

    /// The option spelled `name` (its name or alias), or `nil`.
    static func named(_ name: String) -> Option? {
        all.first { $0.isSpelled(by: name) }
    }
}
