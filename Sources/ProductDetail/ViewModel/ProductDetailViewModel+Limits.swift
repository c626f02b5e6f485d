extension ProductDetailViewModel {
    /// How many cards the carousels show at most.
    public struct Limits: Sendable, Hashable {
        /// Related products, 10 by default.
        public var relatedProducts: Int
        /// Recent notes, 3 by default.
        public var recentNotes: Int

        /// Creates limits; each must be at least 1.
        public init(relatedProducts: Int = 10, recentNotes: Int = 3) {
            precondition(
                relatedProducts >= 1, "relatedProducts limit must be at least 1, got \(relatedProducts)")
            precondition(recentNotes >= 1, "recentNotes limit must be at least 1, got \(recentNotes)")
            self.relatedProducts = relatedProducts
            self.recentNotes = recentNotes
        }
    }
}
