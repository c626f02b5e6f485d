/// A live supplementary view's place: its kind and section.
struct SupplementaryKey: Hashable {
    let kind: SupplementaryKind
    let section: Int
}
