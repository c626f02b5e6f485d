/// What a member-offer card shows, already formatted.
public struct OfferCard: Sendable, Hashable, Identifiable {
    /// A stable id, unique within the section.
    public var id: String
    /// What the offer is, e.g. `会員価格 Member price`.
    public var title: String
    /// Its headline value, e.g. `¥11,520`.
    public var value: String
    /// One line of detail, e.g. `10% off · save ¥1,280`.
    public var detail: String

    /// Creates a card from already formatted texts.
    public init(id: String, title: String, value: String, detail: String) {
        self.id = id
        self.title = title
        self.value = value
        self.detail = detail
    }
}
