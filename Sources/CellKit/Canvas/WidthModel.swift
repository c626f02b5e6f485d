/// How a terminal advances the cursor over text: what one grapheme cluster costs in columns.
///
/// Terminals disagree on emoji sequences, so everything that measures or draws text takes the
/// model of the terminal it draws for. The models agree on plain text, CJK (two columns),
/// combining marks (none) and flags (two); they differ on emoji sequences:
///
/// | text | `.grapheme` | `.codepoint` | `.codepointJoinedByZWJ` |
/// |------|-------------|--------------|-------------------------|
/// | ⚙️ (U+2699 U+FE0F) | 2 | 1 | 1 |
/// | 👍🏽 (thumbs up, skin tone) | 2 | 4 | 4 |
/// | 👩‍🍳 (woman, ZWJ, cooking) | 2 | 4 | 2 |
/// | 🇯🇵 (two regional indicators) | 2 | 2 | 2 |
/// | 1️⃣ (keycap) | 2 | 1 | 1 |
/// | ⌚︎ (U+231A U+FE0E) | 1 | 2 | 2 |
///
/// Whatever the model, a grapheme cluster is drawn as one unit and never split.
public enum WidthModel: String, Sendable, Hashable, CaseIterable, Codable {
    /// A grapheme cluster is measured as a whole: U+FE0F after an emoji base makes it two
    /// columns and U+FE0E one, and emoji ZWJ sequences, skin-tone sequences, keycaps and flags
    /// are two. What terminals that segment text into grapheme clusters do (kitty, WezTerm,
    /// Ghostty, foot, and any terminal that reports DEC mode 2027). The default.
    case grapheme
    /// Each scalar counts its own width and the widths add up; joiners, variation selectors
    /// and combining marks count nothing. What terminals that measure with `wcwidth()` one
    /// scalar at a time do (xterm and most xterm-style terminals).
    case codepoint
    /// As ``codepoint``, except that a scalar right after a zero-width joiner is drawn in the
    /// joiner's cell and counts nothing. What tmux 3.3a draws (checked with `capture-pane`
    /// against every fully-qualified emoji sequence of Emoji 14.0 and earlier).
    case codepointJoinedByZWJ
}
