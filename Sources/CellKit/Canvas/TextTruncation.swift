/// What happens to text wider than the rectangle it is drawn in.
public enum TextTruncation: Sendable, Hashable {
    /// Cut the text and end it with `…` so that the whole fits.
    case tail
    /// Cut the text at the rectangle's edge without a marker.
    case clip
}
