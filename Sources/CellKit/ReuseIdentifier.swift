/// The key of a reuse pool, derived from a type so that no string appears at a call site.
///
/// The default identifier is the module-qualified type name, so two modules'
/// `ProductCell`s never share a pool:
///
/// ```swift
/// ReuseIdentifier(ProductCell.self)  // "ProductDetail.ProductCell"
/// ```
public struct ReuseIdentifier: Sendable, Hashable {
    /// The identifier's text; for diagnostics.
    public let rawValue: String

    /// The identifier of `type`: `String(reflecting: type)`.
    public init<T>(_ type: T.Type) {
        rawValue = String(reflecting: type)
    }

    /// The identifier of `type` with a variant suffix, for a type that needs separate pools
    /// (for example one per style). The variant is a type too, so there is still no literal.
    public init<T, Variant>(_ type: T.Type, variant: Variant.Type) {
        rawValue = String(reflecting: type) + "<" + String(reflecting: variant) + ">"
    }
}
