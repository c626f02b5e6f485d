/// An in-memory edit to the catalog, published the same way as a reload (the CLI's
/// `--simulate` uses it).
public enum CatalogChange: Sendable, Equatable {
    /// Gives a product a new price.
    case setPrice(productID: String, price: Money)
    /// Gives a product a new stock count.
    case setStock(productID: String, stock: Int)
    /// Adds a note; its id must be new.
    case addNote(Note)
}
