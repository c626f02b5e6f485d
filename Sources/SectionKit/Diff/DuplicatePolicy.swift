/// Which occurrence of a repeated identity the diff matches, when a list holds several items
/// with the same identity.
///
/// One occurrence per list carries the identity and is matched with the one that carries it in
/// the other list; every other occurrence is dropped from matching: deleted if it is in the old
/// list, inserted if it is in the new list, and reported in ``Changeset/duplicates``. Applying
/// the changeset therefore still turns the old list into the new one, duplicates included.
///
/// The policy holds wherever the occurrences are. The diff first sets aside the common prefix
/// and suffix, items equal in identity and content at the same distance from the start or the
/// end of both lists, and matches them by position; but when an item between them repeats an
/// identity of the prefix or suffix, it diffs the whole lists, so the policy chooses among every
/// occurrence and each one it drops is reported. An identity repeated only within the prefix and
/// suffix is a repeat both lists hold unchanged, at the same positions: it stays matched by
/// position and is not reported again, so an unchanged list yields an empty changeset.
///
/// ```swift
/// let old = [a, b, c]
/// let new = [a, b, c, a2]   // a2.id == a.id
/// Changeset(from: old, to: new).duplicates   // [Duplicate(id: "a", oldIndexes: [], newIndexes: [3])]
/// ```
public enum DuplicatePolicy: Sendable, Hashable {
    /// The first occurrence of an identity carries it; later ones are dropped.
    case keepFirst

    /// The last occurrence of an identity carries it; earlier ones are dropped.
    case keepLast
}
