extension CommandLineOptions {
    /// Reads the command line (without the program name) into a command.
    ///
    /// `--help` (or `-h`) anywhere wins over everything else, then `--version`; otherwise the
    /// arguments must form a valid run. Values follow their flag after a space or an equals
    /// sign (`--width 100`, `--width=100`); a value may not start with `--`, so
    /// `--product --watch` is a missing value, not a product called `--watch`.
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
    ///   given twice, a flag that takes no value given one, conflicting flags
    ///   (`--interactive` with `--format json`, `--count` without `--simulate`) and any
    ///   positional argument.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        if arguments.contains(where: { $0 == Flag.help.rawValue || $0 == Flag.shortHelp }) {
            return .help
        }
        if arguments.contains(Flag.version.rawValue) {
            return .version
        }
        var options = CommandLineOptions()
        var seen: Set<Flag> = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-" else {
                throw UsageError("unexpected argument '\(argument)'; this command takes only options")
            }
            let (name, inlineValue) = split(argument)
            guard let flag = Flag(rawValue: name) else {
                throw unknownFlag(name)
            }
            guard seen.insert(flag).inserted else {
                throw UsageError("\(flag.rawValue) was given more than once")
            }
            guard flag.takesValue else {
                if inlineValue != nil {
                    throw UsageError("\(flag.rawValue) takes no value, got '\(argument)'")
                }
                options.setSwitch(flag)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.endIndex, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("missing value for \(flag.rawValue): expected \(flag.expectation)")
            }
            try options.set(flag, to: value)
        }
        try options.checkConflicts(seen)
        return .run(options)
    }

    /// Splits `--name=value` at the first equals sign; other arguments have no inline value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func unknownFlag(_ name: String) -> UsageError {
        if let suggestion = Flag.closest(to: name) {
            return UsageError("unknown option '\(name)'; did you mean '\(suggestion.rawValue)'?")
        }
        return UsageError("unknown option '\(name)'")
    }

    private mutating func setSwitch(_ flag: Flag) {
        switch flag {
        case .watch: isWatching = true
        case .simulate: isSimulating = true
        case .interactive: isInteractive = true
        default: preconditionFailure("\(flag.rawValue) takes a value; it is not a switch")
        }
    }

    private mutating func set(_ flag: Flag, to value: String) throws(UsageError) {
        func invalid() -> UsageError {
            UsageError("invalid value '\(value)' for \(flag.rawValue): expected \(flag.expectation)")
        }
        switch flag {
        case .product:
            guard !value.isEmpty else { throw invalid() }
            productID = value
        case .data:
            guard !value.isEmpty else { throw invalid() }
            dataDirectory = value
        case .user:
            guard let parsed = UserTypeArgument(rawValue: value) else { throw invalid() }
            user = parsed
        case .format:
            guard let parsed = OutputFormat(rawValue: value) else { throw invalid() }
            format = parsed
        case .color:
            guard let parsed = ColorMode(rawValue: value) else { throw invalid() }
            color = parsed
        case .width:
            guard let parsed = Int(value), Self.widthRange.contains(parsed) else { throw invalid() }
            width = parsed
        case .interval:
            guard let parsed = Int(value), parsed > 0 else { throw invalid() }
            intervalMilliseconds = parsed
        case .count:
            guard let parsed = Int(value), parsed >= 1 else { throw invalid() }
            count = parsed
        case .widthModel:
            guard let parsed = WidthModelChoice(name: value) else { throw invalid() }
            widthModel = parsed
        case .watch, .simulate, .interactive, .help, .version:
            preconditionFailure("\(flag.rawValue) takes no value")
        }
    }

    private func checkConflicts(_ seen: Set<Flag>) throws(UsageError) {
        if isInteractive, format == .json {
            throw UsageError("--interactive cannot be combined with --format json")
        }
        if seen.contains(.count), !isSimulating {
            throw UsageError("--count needs --simulate: it counts simulated changes")
        }
    }
}
