extension Changeset {
    /// What the diff knows of one identity of the changed part of the lists, one entry per
    /// identity in a single dictionary.
    ///
    /// The old list is sighted first, so every identity it has starts ``unmatched(oldIndex:)``;
    /// then each new item either matches it or is inserted. A new item changes the entry its
    /// lookup found in place, which costs no further random memory access: on a shuffled long
    /// list, those accesses are most of the diff's time. For the same reason the indexes are
    /// 32-bit: with them a sighting fits the 8 bytes an `Int` takes, where 64-bit ones would
    /// double the dictionary's values.
    @usableFromInline
    enum Sighting {
        /// The old item at `oldIndex` carries the identity and no new item matched it (yet): it
        /// is deleted unless one does.
        case unmatched(oldIndex: UInt32)
        /// The new item at `newIndex` carries the identity and matched the old item carrying it.
        case matched(newIndex: UInt32)
        /// Only the new list has the identity; the new item at `newIndex` carries it.
        case inserted(newIndex: UInt32)
    }
}
