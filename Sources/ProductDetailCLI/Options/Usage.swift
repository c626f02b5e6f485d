/// The texts the command prints about itself: `--help` and `--version`.
///
/// `--help` is generated: the synopsis and the OPTIONS section from `Option.all`, the data
/// directory search order from `DataDirectory.Source`, the exit statuses from `ExitCode`,
/// so none of them can drift from what the program does.
public enum Usage {
    /// The executable's name as users type it.
    static let commandName = "product-detail"

    /// The version `--version` prints.
    static let versionNumber = "0.1.0"

    /// What `--version` prints, without a trailing newline.
    public static let version = "\(commandName) \(versionNumber)"

    /// The width `--help` is wrapped to.
    static let helpWidth = 80

    /// Example command lines: an optional environment assignment before the command, its
    /// arguments (each example is checked by the tests to parse) and an optional pipe after it.
    static let examples: [(environment: String?, arguments: [String], pipe: String?)] = [
        (nil, [], nil),
        (nil, ["--product", "p-002", "--user", "premium", "--width", "100"], nil),
        (nil, ["--watch", "--simulate"], nil),
        (nil, ["--format", "json", "--simulate", "--count", "3"], "jq .type"),
        (nil, ["--changes", "changes.jsonl", "--format", "json"], nil),
        (nil, ["--interactive", "--color", "never"], nil),
        ("\(EnvironmentVariable.data.rawValue)=$HOME/catalog", ["--watch"], nil),
    ]

    /// What `--help` prints: synopsis, every option, the data directory search order, the
    /// environment, examples and every exit status. Ends with a newline; no line is wider
    /// than `helpWidth` columns.
    public static let help: String = {
        var lines = ["\(commandName): a product detail page in the terminal, live, or as NDJSON.", ""]
        lines.append("USAGE")
        lines += synopsisLines()
        lines.append("  \(commandName) " + commandOptions.map(\.name).joined(separator: " | "))
        lines += ["", "OPTIONS"]
        for option in Option.all {
            lines += twoColumns(option.helpLabel, option.helpText)
        }
        lines += ["", "  A value follows its option after a space or '=': --width 100 or --width=100."]
        lines += ["", "DATA", "  The data directory is the first of:"]
        for (number, source) in DataDirectory.Source.allCases.enumerated() {
            lines.append("    \(number + 1). \(source.helpText)")
        }
        lines += ["", "ENVIRONMENT"]
        for variable in EnvironmentVariable.allCases {
            lines += twoColumns(variable.rawValue, variable.meaning)
        }
        lines += ["", "EXAMPLES"]
        for example in examples {
            let words =
                (example.environment.map { [$0] } ?? []) + [commandName] + example.arguments
                + (example.pipe.map { ["|", $0] } ?? [])
            lines.append("  " + words.joined(separator: " "))
        }
        lines += ["", "EXIT STATUS"]
        for code in ExitCode.allCases {
            let number = String(code.rawValue)
            lines.append("  " + number + String(repeating: " ", count: 5 - number.count) + code.summary)
        }
        lines += wrap(
            "128+N any other signal N that ends the program, such as 142 (SIGALRM) or 152 (SIGXCPU); "
                + "the terminal is given back first", width: helpWidth - 7
        )
        .enumerated().map { index, line in (index == 0 ? "  " : "        ") + line }
        return lines.joined(separator: "\n") + "\n"
    }()

    /// `label` in a left column of 26 characters and `text` wrapped beside it; a label too
    /// wide for the column gets a line of its own.
    static func twoColumns(_ label: String, _ text: String) -> [String] {
        let column = 26
        let indent = String(repeating: " ", count: column)
        let wrapped = wrap(text, width: helpWidth - column)
        let left = "  " + label
        guard left.count < column - 1 else { return [left] + wrapped.map { indent + $0 } }
        let first = left + String(repeating: " ", count: column - left.count) + (wrapped.first ?? "")
        return [first] + wrapped.dropFirst().map { indent + $0 }
    }

    /// The options that replace a run (`--help`, `--version`), in table order.
    private static var commandOptions: [Option] {
        Option.all.filter {
            if case .command = $0.value { true } else { false }
        }
    }

    /// The run's synopsis, `[--product ID] [--user normal|premium] …`, with each option that
    /// needs another nested in that one's brackets, wrapped under the command's name.
    static func synopsisLines() -> [String] {
        let runOptions = Option.all.filter { !commandOptions.map(\.name).contains($0.name) }
        func group(_ option: Option) -> String {
            let dependents = runOptions.filter { $0.requirement == option.name }
            return "[" + ([option.synopsis] + dependents.map(group)).joined(separator: " ") + "]"
        }
        let groups = runOptions.filter { $0.requirement == nil }.map(group)
        let lead = "  \(commandName) "
        let indent = String(repeating: " ", count: lead.count)
        return wrap(groups, width: helpWidth - lead.count).enumerated().map { line, text in
            (line == 0 ? lead : indent) + text
        }
    }

    /// `text` cut into lines of at most `width` characters at spaces (a longer word gets a
    /// line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        wrap(text.split(separator: " ").map(String.init), width: width)
    }

    /// `words` joined with spaces into lines of at most `width` characters.
    static func wrap(_ words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in words {
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
