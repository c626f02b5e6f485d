/// Which occurrence of a repeated identity the diff matches, when a list holds several items
/// with the same identity.
///
/// One occurrence per list carries the identity and is matched with the one that carries it in
/// the other list; every other occurrence is dropped from matching: deleted if it is in the old
/// list, inserted if it is in the new list, and reported in ``Changeset/duplicates``. Applying
/// the changeset therefore still turns the old list into the new one, duplicates included.
///
/// The diff first sets aside the common prefix and suffix, items equal in identity and content
/// at the same distance from the start or the end of both lists. They are matched by position,
/// so the policy applies to, and duplicates are reported among, the items between them only. An
/// unchanged list yields an empty changeset even if it repeats an identity.
public enum DuplicatePolicy: Sendable, Hashable {
    /// The first occurrence of an identity carries it; later ones are dropped.
    case keepFirst

    /// The last occurrence of an identity carries it; earlier ones are dropped.
    case keepLast
}
