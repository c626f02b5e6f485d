/// What follows an option on the command line, how it is checked, and what it sets.
enum OptionValue: Sendable {
    /// No value: the option is a switch that sets something (`--watch`).
    case none(set: @Sendable (inout CommandLineOptions) -> Void)
    /// No value: the option replaces the whole run with this command (`--help`). When several
    /// are given, the one declared first in `Option.all` wins.
    case command(Command)
    /// Any non-empty text, such as a product id or a path.
    case text(
        placeholder: String, expectation: String, set: @Sendable (inout CommandLineOptions, String) -> Void)
    /// One of a fixed list of names, each setting its own value.
    case choice([OptionChoice])
    /// A whole number in `range`, optionally of a unit ("milliseconds").
    case wholeNumber(
        placeholder: String, range: ClosedRange<Int>, unit: String?,
        set: @Sendable (inout CommandLineOptions, Int) -> Void)

    /// Whether a value must follow the option.
    var takesValue: Bool {
        switch self {
        case .none, .command: false
        case .text, .choice, .wholeNumber: true
        }
    }

    /// How the value is named in the synopsis and in help: `ID`, `normal|premium`, `N`.
    var placeholder: String? {
        switch self {
        case .none, .command: nil
        case .text(let placeholder, _, _), .wholeNumber(let placeholder, _, _, _): placeholder
        case .choice(let choices): choices.map(\.name).joined(separator: "|")
        }
    }

    /// What a value must look like, phrased to follow "expected" in an error.
    var expectation: String {
        switch self {
        case .none, .command: "no value"
        case .text(_, let expectation, _): expectation
        case .choice(let choices): Self.oneOf(choices.map(\.name))
        case .wholeNumber(_, let range, let unit, _):
            "a whole number " + (unit.map { "of \($0) " } ?? "")
                + (range.upperBound == .max
                    ? "of at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)")
        }
    }

    /// The expectation worth repeating in `--help`: a number's range; text and choices say
    /// it already through their placeholder.
    var expectationForHelp: String? {
        switch self {
        case .wholeNumber: expectation
        case .none, .command, .text, .choice: nil
        }
    }

    /// Checks `raw` and, if it is valid, applies it to `options`.
    ///
    /// - Returns: Whether `raw` was valid; `options` is unchanged when it was not.
    func apply(_ raw: String, to options: inout CommandLineOptions) -> Bool {
        switch self {
        case .none, .command:
            return false
        case .text(_, _, let set):
            guard !raw.isEmpty else { return false }
            set(&options, raw)
        case .choice(let choices):
            guard let choice = choices.first(where: { $0.name == raw }) else { return false }
            choice.set(&options)
        case .wholeNumber(_, let range, _, let set):
            // `Int(_:)` answers nil past Int64 instead of trapping.
            guard let number = Int(raw), range.contains(number) else { return false }
            set(&options, number)
        }
        return true
    }

    private static func oneOf(_ names: [String]) -> String {
        switch names.count {
        case 2: "\(names[0]) or \(names[1])"
        default: "one of " + names.joined(separator: ", ")
        }
    }
}
