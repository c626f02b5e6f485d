/// One edit to the catalog: what a line of a change feed says, what a simulation makes, what
/// a reload found in a data file. Every door a change comes through ends in the same
/// ``Catalog/applying(_:)->AppliedChanges``.
///
/// ```swift
/// repository.apply([
///     .setPriceAmount(productID: "p-001", minorUnits: 12_800),
///     .setStock(productID: "p-001", stock: 4),
///     .removeNote(id: "n-007"),
/// ])
/// ```
public enum CatalogChange: Sendable, Equatable {
    /// Gives a product a new price (amount and currency).
    case setPrice(productID: String, price: Money)
    /// Gives a product a new price in the currency it already has.
    case setPriceAmount(productID: String, minorUnits: Int)
    /// Gives a product a new stock count.
    case setStock(productID: String, stock: Int)
    /// Puts a product in the catalog: it replaces the product with its id (in its place), or
    /// comes after every other product.
    case upsertProduct(Product)
    /// Takes a product out of the catalog.
    case removeProduct(id: String)
    /// Puts a note in the catalog: it replaces the note with its id, or is added.
    case upsertNote(Note)
    /// Takes a note out of the catalog.
    case removeNote(id: String)
    /// Adds a note; its id must be new.
    case addNote(Note)

    /// The id of the product or note the change is about.
    public var subjectID: String {
        switch self {
        case .setPrice(let id, _), .setPriceAmount(let id, _), .setStock(let id, _), .removeProduct(let id),
            .removeNote(let id):
            id
        case .upsertProduct(let product): product.id
        case .upsertNote(let note), .addNote(let note): note.id
        }
    }
}
