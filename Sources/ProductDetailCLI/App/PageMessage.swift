import SectionKit

/// One NDJSON line of `--format json`: the whole page first, then one line per change.
///
/// ```json
/// {"page":{…},"type":"page"}
/// {"change":{…},"type":"change"}
/// ```
enum PageMessage: Encodable {
    case page(DetailPage)
    case change(PageChange)

    private enum CodingKeys: String, CodingKey {
        case type, page, change
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .page(let page):
            try container.encode("page", forKey: .type)
            try container.encode(page, forKey: .page)
        case .change(let change):
            try container.encode("change", forKey: .type)
            try container.encode(change, forKey: .change)
        }
    }
}
