/// Who is looking at the page: the user type decides which sections and summary rows appear.
public enum UserType: String, Sendable, Hashable, CaseIterable, Codable {
    /// A shopper without a membership.
    case normal
    /// A paying member: member prices, points and express delivery.
    case premium
}
