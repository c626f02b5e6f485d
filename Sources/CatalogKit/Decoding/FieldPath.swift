/// Where a value sits in a data file, as a JSON path: `[12].tags[1]`, `[3].extra.size`.
///
/// The element index is kept as a number so that a segment decoded on its own can report
/// it relative to its start and have it made absolute later.
struct FieldPath: CustomStringConvertible {
    /// The top-level array index, or `nil` for the top level itself.
    var element: Int?
    /// What follows the index: `.price`, `.tags[1]`, or empty for the element.
    var suffix: String

    static let topLevel = FieldPath(element: nil, suffix: "")

    init(element: Int?, suffix: String) {
        self.element = element
        self.suffix = suffix
    }

    func shifted(by count: Int) -> FieldPath {
        FieldPath(element: element.map { $0 + count }, suffix: suffix)
    }

    /// `[12].price`; an empty string for the top level.
    var description: String {
        guard let element else { return suffix }
        return "[\(element)]" + suffix
    }
}
