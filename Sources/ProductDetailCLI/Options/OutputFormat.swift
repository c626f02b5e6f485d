/// How the page is written to standard output, as given to `--format`.
enum OutputFormat: String, CaseIterable, Sendable {
    /// The page as text: boxes, headers and position hints.
    case text
    /// NDJSON: one compact JSON object per line, flushed at once.
    case json
}
