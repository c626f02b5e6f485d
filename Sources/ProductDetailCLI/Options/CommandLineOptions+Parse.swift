import CatalogKit
import ProductDetail

extension CommandLineOptions {
    /// Reads the command line (without the program name) into a command, as the table
    /// `Option.all` declares it.
    ///
    /// `--help` (or `-h`) anywhere wins over everything else, then `--version`; otherwise the
    /// arguments must form a valid run. Values follow their flag after a space or an equals
    /// sign (`--width 100`, `--width=100`); a value may not start with `--`, so
    /// `--product --watch` is a missing value, not a product called `--watch`.
    ///
    /// Any argument is safe to pass: nothing traps, and every error is one line in which the
    /// user's text is escaped and cut to a bounded excerpt (see `UserText`).
    ///
    /// ```swift
    /// let command = try CommandLineOptions.parse(["--width=100", "--watch"])
    /// // .run(CommandLineOptions(width: 100, isWatching: true))
    /// ```
    ///
    /// - Parameter arguments: The arguments, usually `CommandLine.arguments.dropFirst()`.
    /// - Returns: What to do.
    /// - Throws: `UsageError` for an unknown flag (with the closest known flag suggested), a
    ///   missing or invalid value (naming the flag, the value and what is allowed), a flag
    ///   given twice, a flag that takes no value given one, a flag without the flag it needs
    ///   (`--count` or `--interval` without `--simulate`), conflicting flags (`--interactive`
    ///   with `--format json`, or with `--changes -`, whose keys and changes would share
    ///   standard input) and any positional argument.
    /// - Complexity: O(*n*) in the total length of the arguments.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        for option in Option.all {
            guard case .command(let command) = option.value else { continue }
            if arguments.contains(where: option.isSpelled(by:)) { return command }
        }
        var options = CommandLineOptions()
        var given: [String: String] = [:]
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-" else {
                throw UsageError(
                    "unexpected argument \(UserText.quoted(argument)); this command takes only options")
            }
            let (name, inlineValue) = split(argument)
            guard let option = Option.named(name) else {
                throw unknownOption(name)
            }
            guard given[option.name] == nil else {
                throw UsageError("\(option.name) was given more than once")
            }
            guard option.value.takesValue else {
                if inlineValue != nil {
                    throw UsageError("\(option.name) takes no value, got \(UserText.quoted(argument))")
                }
                if case .none(let set) = option.value { set(&options) }
                given[option.name] = ""
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.endIndex, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("missing value for \(option.name): expected \(option.value.expectation)")
            }
            guard option.value.apply(value, to: &options) else {
                throw UsageError(
                    "invalid value \(UserText.quoted(value)) for \(option.name): "
                        + "expected \(option.value.expectation)")
            }
            given[option.name] = value
        }
        try checkDependencies(given)
        return .run(options)
    }

    /// Splits `--name=value` at the first equals sign; other arguments have no inline value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func unknownOption(_ name: String) -> UsageError {
        let names = Option.all.map(\.name)
        if let suggestion = IDSuggester.closest(to: name, among: names, limit: 1).first {
            return UsageError("unknown option \(UserText.quoted(name)); did you mean '\(suggestion)'?")
        }
        return UsageError("unknown option \(UserText.quoted(name))")
    }

    /// Checks what the table says options need and exclude, in table order, given the raw
    /// value of each option that was given.
    private static func checkDependencies(_ given: [String: String]) throws(UsageError) {
        for option in Option.all where given[option.name] != nil {
            if let requirement = option.requirement, given[requirement] == nil {
                throw UsageError("\(option.name) needs \(requirement)")
            }
            for conflict in option.conflicts where given[conflict.option] == conflict.value {
                throw UsageError(
                    "\(option.name) cannot be combined with \(conflict.option) \(conflict.value)")
            }
        }
    }
}
