/// The kind of user the page is rendered for, as given to `--user`.
///
/// Local to the CLI until `ProductDetail` brings its own `UserType`; the lead maps one onto
/// the other when the modules meet.
public enum UserTypeArgument: String, CaseIterable, Sendable {
    /// A regular customer: list prices.
    case normal
    /// A premium member: member prices and extra rows.
    case premium
}
