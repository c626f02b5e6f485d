import ProductDetail

/// Everything the command line can say about one run, with the defaults of a bare
/// `product-detail`.
///
/// Build one with `CommandLineOptions.parse(_:)`; the memberwise defaults are the bare
/// command's.
public struct CommandLineOptions: Equatable, Sendable {
    /// The product shown when `--product` is not given (or the catalog's first product, when
    /// the catalog has no product with this id).
    static let defaultProductID = "p-001"
    /// The width used when neither the terminal nor `COLUMNS` gives one.
    static let defaultWidth = 80
    /// The widths `--width` accepts, in columns.
    static let widthRange = 1...500
    /// Milliseconds between simulated changes when `--interval` is not given.
    static let defaultIntervalMilliseconds = 700
    /// The intervals `--interval` accepts, in milliseconds: up to a day, so a timer's
    /// deadline can never overflow.
    static let intervalRange = 1...86_400_000

    /// The product to show (`--product`); `nil` means the catalogue's default product.
    var productID: String?
    /// The kind of user the page is rendered for (`--user`).
    var user: UserType
    /// The data directory given with `--data`; `nil` means search
    /// `PRODUCT_DETAIL_DATA`, then `./Data`, then the package's own `Data/`.
    var dataDirectory: String?
    /// The page width in columns (`--width`); `nil` means the terminal's width.
    var width: Int?
    /// Text or NDJSON (`--format`).
    var format: OutputFormat
    /// Whether to keep running and redraw when a data file changes (`--watch`).
    var isWatching: Bool
    /// Whether the built-in event source changes data in memory (`--simulate`).
    var isSimulating: Bool
    /// Whether keys drive the page (`--interactive`).
    var isInteractive: Bool
    /// When to use colour (`--color`).
    var color: ColorMode
    /// Milliseconds between simulated changes (`--interval`); always in `intervalRange`.
    var intervalMilliseconds: Int
    /// How many simulated changes to make before exiting 0 (`--count`); `nil` means no limit.
    var count: Int?
    /// How text widths are measured (`--width-model`); `auto` by default.
    var widthModel: WidthModelChoice
    /// Where a change feed is read from (`--changes`): a path, or `-` for standard input;
    /// `nil` means no feed.
    var changesPath: String?

    /// Creates options; every parameter defaults to what a bare `product-detail` uses.
    ///
    /// The checks below are for code that builds options by hand: `parse(_:)` validates
    /// what users type and reports it as a `UsageError` before any of these could fail.
    init(
        productID: String? = nil,
        user: UserType = .normal,
        dataDirectory: String? = nil,
        width: Int? = nil,
        format: OutputFormat = .text,
        isWatching: Bool = false,
        isSimulating: Bool = false,
        isInteractive: Bool = false,
        color: ColorMode = .auto,
        intervalMilliseconds: Int = CommandLineOptions.defaultIntervalMilliseconds,
        count: Int? = nil,
        widthModel: WidthModelChoice = .auto,
        changesPath: String? = nil
    ) {
        precondition(
            Self.intervalRange.contains(intervalMilliseconds),
            "the interval must be in \(Self.intervalRange), got \(intervalMilliseconds)")
        precondition(count.map { $0 >= 1 } ?? true, "the count must be at least 1")
        self.productID = productID
        self.user = user
        self.dataDirectory = dataDirectory
        self.width = width
        self.format = format
        self.isWatching = isWatching
        self.isSimulating = isSimulating
        self.isInteractive = isInteractive
        self.color = color
        self.intervalMilliseconds = intervalMilliseconds
        self.count = count
        self.widthModel = widthModel
        self.changesPath = changesPath
    }
}
