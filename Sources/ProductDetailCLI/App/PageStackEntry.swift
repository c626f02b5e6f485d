import ProductDetail

/// One page on the `--interactive` back stack: which product, where the reader was on it
/// (focus and carousel selections), and how far the screen was scrolled down, so ⌫ comes
/// back to exactly what was left.
struct PageStackEntry: Equatable {
    /// The product shown.
    var productID: String
    /// The focus and carousel selections.
    var state: ProductDetailViewModel.PageState
    /// The first page row that was on the screen.
    var offset: Int
}
