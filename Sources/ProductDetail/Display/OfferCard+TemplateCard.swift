import CellKit

extension OfferCard: TemplateCard {
    /// `OfferCardCell.template`.
    static var templateName: String { "OfferCardCell" }
    /// 28 columns by 5 rows.
    static var cardSize: Size { Size(width: 28, height: 5) }
    /// Title, value and detail.
    var templateValues: [String: String] {
        ["title": title, "value": value, "detail": detail]
    }
}
