/// A flag the command line knows, spelled as it is typed.
enum Flag: String, CaseIterable, Sendable {
    case product = "--product"
    case user = "--user"
    case data = "--data"
    case width = "--width"
    case format = "--format"
    case watch = "--watch"
    case simulate = "--simulate"
    case interactive = "--interactive"
    case color = "--color"
    case interval = "--interval"
    case count = "--count"
    case widthModel = "--width-model"
    case help = "--help"
    case version = "--version"

    /// The short spelling of `--help`.
    static let shortHelp = "-h"

    /// Whether the flag is followed by a value (`--width 80` or `--width=80`).
    var takesValue: Bool {
        switch self {
        case .product, .user, .data, .width, .format, .color, .interval, .count, .widthModel: true
        case .watch, .simulate, .interactive, .help, .version: false
        }
    }

    /// What a value must look like, phrased to follow "expected".
    var expectation: String {
        switch self {
        case .product: "a product id"
        case .user: Self.oneOf(UserTypeArgument.allCases.map(\.rawValue))
        case .data: "a directory"
        case .width:
            "a whole number from \(CommandLineOptions.widthRange.lowerBound) to "
                + "\(CommandLineOptions.widthRange.upperBound)"
        case .format: Self.oneOf(OutputFormat.allCases.map(\.rawValue))
        case .color: Self.oneOf(ColorMode.allCases.map(\.rawValue))
        case .interval: "a whole number of milliseconds greater than 0"
        case .count: "a whole number of at least 1"
        case .widthModel: Self.oneOf(WidthModelChoice.names)
        case .watch, .simulate, .interactive, .help, .version: "no value"
        }
    }

    /// The known flag closest to `unknown` by edit distance, if it is close enough to be a
    /// plausible typo.
    static func closest(to unknown: String) -> Flag? {
        let candidates = allCases.map { (flag: $0, distance: EditDistance.between(unknown, $0.rawValue)) }
        guard let best = candidates.min(by: { $0.distance < $1.distance }) else { return nil }
        let tolerance = max(2, unknown.count / 3)
        return best.distance <= tolerance ? best.flag : nil
    }

    private static func oneOf(_ names: [String]) -> String {
        switch names.count {
        case 2: "\(names[0]) or \(names[1])"
        default: "one of " + names.joined(separator: ", ")
        }
    }
}
