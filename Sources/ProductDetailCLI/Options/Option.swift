/// One option of the command line, declared once: its spelling, its value, its help, its
/// default and how it depends on other options.
///
/// `Option.all` is the single table the parser reads, the synopsis is drawn from and
/// `--help` is written from, so help cannot drift from what is parsed (the way
/// swift-argument-parser derives help from its declarations).
struct Option: Sendable {
    /// The spelling users type, with its dashes: `--width`.
    let name: String
    /// A second spelling (`-h` for `--help`), or `nil`.
    let alias: String?
    /// What follows the option, how it is checked, and what it sets.
    let value: OptionValue
    /// What the option does, in sentences, for `--help`.
    let summary: String
    /// What a bare command uses instead, for `--help`; `nil` when there is nothing to say.
    let defaultValue: String?
    /// The option this one only works with (`--simulate` for `--count`), or `nil`.
    let requirement: String?
    /// The options, each with a value, this one cannot be combined with (`--format json` and
    /// `--changes -` for `--interactive`).
    let conflicts: [(option: String, value: String)]

    init(
        _ name: String, alias: String? = nil, _ value: OptionValue, summary: String,
        default defaultValue: String? = nil, requires requirement: String? = nil,
        conflictsWith conflicts: [(option: String, value: String)] = []
    ) {
        self.name = name
        self.alias = alias
        self.value = value
        self.summary = summary
        self.defaultValue = defaultValue
        self.requirement = requirement
        self.conflicts = conflicts
    }

    /// Whether `argument`, exactly as typed, is this option's name or alias.
    func isSpelled(by argument: String) -> Bool {
        argument == name || argument == alias
    }

    /// The option as the synopsis shows it: `--width N`, `--user normal|premium`, `--watch`.
    var synopsis: String {
        value.placeholder.map { "\(name) \($0)" } ?? name
    }

    /// The option as the left column of `--help` shows it: `-h, --help`, `--width N`.
    var helpLabel: String {
        alias.map { "\($0), \(synopsis)" } ?? synopsis
    }

    /// The help text: the summary, then what the value must be, what the option needs or
    /// excludes, and its default, each generated from the declaration.
    var helpText: String {
        var sentences = [summary]
        if let placeholder = value.placeholder, let expectation = value.expectationForHelp {
            sentences.append("\(placeholder): \(expectation).")
        }
        if let requirement { sentences.append("Needs \(requirement).") }
        if !conflicts.isEmpty {
            let excluded = conflicts.map { "\($0.option) \($0.value)" }
            sentences.append("Not with \(excluded.joined(separator: " or ")).")
        }
        if let defaultValue { sentences.append("Default: \(defaultValue).") }
        return sentences.joined(separator: " ")
    }
}
