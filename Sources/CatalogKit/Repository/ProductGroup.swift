/// A set of products that "related products" draws from: a shop's or a category's products,
/// in file order.
public enum ProductGroup: Sendable, Hashable {
    /// The products of one shop.
    case shop(String)
    /// The products of one category.
    case category(String)
}
