import SectionKit

/// One NDJSON line of `--format json`: the whole page first, then one line per page update
/// with what changed and the patch that turns the previous page into the new one.
///
/// ```json
/// {"page":{…},"type":"page"}
/// {"changes":[…],"patch":{"order":[…],"sections":[…],"width":80},"type":"change"}
/// ```
///
/// A consumer keeps its copy of the page current by applying each patch
/// (`DetailPage.applying(_:)`): the patch carries every changed section whole, styled lines
/// included.
enum PageMessage: Encodable {
    case page(DetailPage)
    case change(changes: [PageChange], patch: DetailPage.Patch)

    private enum CodingKeys: String, CodingKey {
        case type, page, changes, patch
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .page(let page):
            try container.encode("page", forKey: .type)
            try container.encode(page, forKey: .page)
        case .change(let changes, let patch):
            try container.encode("change", forKey: .type)
            try container.encode(changes, forKey: .changes)
            try container.encode(patch, forKey: .patch)
        }
    }
}
