/// What `product-detail` does after its first page, decided once from the options: print one
/// frame and exit, replay a change feed and exit, keep the page current from the data files,
/// simulate changes, or hand the page to the keyboard (the live modes may also watch files or
/// simulate). A change feed (`--changes`) is applied in every mode but one frame's.
enum AppMode: Equatable, Sendable {
    /// Print the page once and exit.
    case oneFrame
    /// Apply the change feed, redrawing as it goes, and exit once the page shows its last
    /// change when its input ends (`--changes` alone; a followed file never ends).
    case replay
    /// Keep running and redraw when the data files change (`--watch`).
    case watch
    /// Apply simulated changes in memory (`--simulate`), watching the files too if asked.
    case simulate(watchesFiles: Bool)
    /// Read keys on a terminal (`--interactive`), watching and simulating if asked.
    case interactive(watchesFiles: Bool, simulates: Bool)

    /// The mode the options ask for.
    init(_ options: CommandLineOptions) {
        if options.isInteractive {
            self = .interactive(watchesFiles: options.isWatching, simulates: options.isSimulating)
        } else if options.isSimulating {
            self = .simulate(watchesFiles: options.isWatching)
        } else if options.isWatching {
            self = .watch
        } else if options.changesPath != nil {
            self = .replay
        } else {
            self = .oneFrame
        }
    }

    /// Whether the command keeps running after the first page (a replay until its feed ends).
    var keepsRunning: Bool { self != .oneFrame }

    /// Whether the data files are watched.
    var watchesFiles: Bool {
        switch self {
        case .oneFrame, .replay: false
        case .watch: true
        case .simulate(let watchesFiles), .interactive(let watchesFiles, _): watchesFiles
        }
    }

    /// Whether simulated changes are applied.
    var simulates: Bool {
        switch self {
        case .oneFrame, .replay, .watch: false
        case .simulate: true
        case .interactive(_, let simulates): simulates
        }
    }

    /// Whether keys drive the page.
    var isInteractive: Bool {
        if case .interactive = self { return true }
        return false
    }
}
