/// Who looks at the page: decides which sections show and how spec rows are ordered.
enum UserType: Sendable {
    case guest, premium

    /// The sections a user of this type sees, top to bottom.
    var sections: [PageSection] {
        switch self {
        case .guest: [.products, .notes]
        case .premium: [.specs, .products, .recommended, .notes]
        }
    }

    /// Guests see the notice first; premium users see the title first and no notice.
    func arrange(_ rows: [SpecRow]) -> [SpecRow] {
        switch self {
        case .guest:
            rows.filter { if case .notice = $0 { true } else { false } } + rows.filter { !$0.isNotice }
        case .premium:
            rows.filter { !$0.isNotice }
        }
    }
}

extension SpecRow {
    var isNotice: Bool {
        if case .notice = self { return true }
        return false
    }
}
