/// What a product cell shows, already formatted.
struct ProductCard: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
    var price: String
}
