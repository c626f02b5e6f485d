/// The line printed before each frame after the first when `--watch` writes to a pipe or a
/// file, where redrawing in place is impossible.
///
/// Plain ASCII, so it survives any pager, log or locale, and starts with `--- frame N `
/// so it can be found with `grep '^--- frame'`; dashes fill the rest of the width:
///
/// ```
/// --- frame 2 -----------------------------------------------------------------
/// ```
struct SeparatorLine: Equatable, Sendable {
    /// The frame the line introduces, counting from 1.
    let frame: Int
    /// The width to fill, in columns.
    let width: Int

    /// Creates the separator for `frame` at `width` columns.
    init(frame: Int, width: Int) {
        precondition(frame >= 1, "frames count from 1, got \(frame)")
        precondition(width >= 1, "a separator needs a positive width, got \(width)")
        self.frame = frame
        self.width = width
    }

    /// The line without its newline: the label, then dashes up to `width`. A label longer
    /// than `width` is printed whole rather than cut.
    var text: String {
        let label = "--- frame \(frame) "
        return label + String(repeating: "-", count: max(0, width - label.count))
    }
}
