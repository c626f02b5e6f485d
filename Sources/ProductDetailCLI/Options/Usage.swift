/// The texts the command prints about itself: the usage line, `--help` and `--version`.
public enum Usage {
    /// The executable's name as users type it.
    public static let commandName = "product-detail"

    /// The version `--version` prints.
    public static let versionNumber = "0.1.0"

    /// What `--version` prints, without a trailing newline.
    public static let version = "\(commandName) \(versionNumber)"

    /// The one-line synopsis shown after a usage error, without a trailing newline.
    public static let line =
        "usage: \(commandName) [--product ID] [--user normal|premium] [--data DIR] [--width N] "
        + "[--format text|json] [--watch] [--simulate [--interval MS] [--count K]] [--interactive] "
        + "[--color auto|always|never] [--width-model MODEL] | --help | --version"

    /// What `--help` prints: synopsis, every flag, the data directory search order,
    /// examples and exit statuses. Ends with a newline.
    public static let help = """
        \(commandName): a product detail page in the terminal, live, or as NDJSON.

        USAGE
          \(commandName) [--product ID] [--user normal|premium] [--data DIR]
                         [--width N] [--format text|json] [--watch]
                         [--simulate [--interval MS] [--count K]] [--interactive]
                         [--color auto|always|never]
          \(commandName) --help | --version

        OPTIONS
          --product ID            Product to show (default: the catalogue's default).
          --user normal|premium   Show the page as this kind of user sees it
                                  (default: normal).
          --data DIR              Data directory (default: see DATA below).
          --width N               Page width in columns, 1 to 500 (default: the
                                  terminal's width, then $COLUMNS, then 80).
          --width-model auto|grapheme|codepoint|codepoint-zwj
                                  How emoji sequences are measured: auto (default)
                                  asks the terminal; a pipe uses grapheme.
          --format text|json      text: the page as text (default).
                                  json: NDJSON, one JSON object per line, flushed at
                                  once: {"type":"page",...} first, then one
                                  {"type":"change",...} per change.
          --watch                 Keep running; reload and redraw when a data file
                                  changes. In a terminal the page is redrawn in
                                  place; otherwise each new frame follows a
                                  '--- frame N ---' separator line.
          --simulate              Built-in demo events: change a price or a stock
                                  count, or publish a note, in memory, every
                                  --interval ms.
          --interval MS           Milliseconds between simulated changes, above 0
                                  (default: 700).
          --count K               With --simulate: stop after K changes (K >= 1)
                                  and exit 0.
          --interactive           Drive the page with keys (terminal only; not with
                                  --format json): Up/Down move focus between
                                  sections, Left/Right scroll the focused section,
                                  Enter opens a related product, Backspace goes
                                  back, p toggles normal/premium, r reloads,
                                  q quits.
          --color auto|always|never
                                  auto (default): colour only when standard output
                                  is a terminal and NO_COLOR is unset or empty.
          -h, --help              Show this help and exit.
          --version               Show the version and exit.

          A value follows its flag after a space or '=': --width 100 or --width=100.

        DATA
          The data directory is the first of:
            1. --data DIR
            2. $PRODUCT_DETAIL_DATA
            3. ./Data, if it exists
            4. the package's own Data/ directory

        EXAMPLES
          \(commandName)
          \(commandName) --product p-002 --user premium --width 100
          \(commandName) --watch --simulate
          \(commandName) --format json --simulate --count 3 | jq .type
          \(commandName) --interactive --color never
          PRODUCT_DETAIL_DATA=$HOME/catalog \(commandName) --watch

        EXIT STATUS
          0 success, 1 product not found, 64 usage error, 65 bad data,
          66 missing input, 70 internal error, 74 output error,
          128+N stopped by signal N (129 hang-up, 130 Ctrl-C, 143 SIGTERM).

        """
}
