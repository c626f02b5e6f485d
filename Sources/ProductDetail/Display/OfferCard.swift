/// What a member-offer card shows, already formatted.
struct OfferCard: Sendable, Hashable, Identifiable {
    /// A stable id, unique within the section.
    var id: String
    /// What the offer is, e.g. `会員価格 Member price`.
    var title: String
    /// Its headline value, e.g. `¥11,520`.
    var value: String
    /// One line of detail, e.g. `10% off · save ¥1,280`.
    var detail: String
}
