/// A row of a spec sheet: an enum of row kinds with their data. A spec's identity is its name,
/// so repeated spec rows are distinct and a changed value keeps its row.
enum SpecRow: Identifiable, Equatable, Sendable {
    case title(String)
    case spec(name: String, value: String)
    case notice(String)

    var id: String {
        switch self {
        case .title: "title"
        case .spec(let name, _): "spec:\(name)"
        case .notice: "notice"
        }
    }

    var isSpec: Bool {
        if case .spec = self { return true }
        return false
    }
}
