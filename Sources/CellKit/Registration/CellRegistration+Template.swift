extension CellRegistration where Cell: TemplateLoadable {
    /// Loads `Cell.templateName` from `Cell.templateBundle` now and creates a registration
    /// whose new cells awake from it, so that a missing template fails here rather than at the
    /// first dequeue.
    ///
    /// ```swift
    /// let registration = try CellRegistration<ProductCell, ProductCard>.loadingTemplate { cell, _, card in
    ///     cell.values = ["title": card.title, "price": card.price]
    /// }
    /// ```
    /// - Throws: `CellKitError.templateNotFound` naming the file, or `.malformedTemplate`.
    public static func loadingTemplate(handler: @escaping Handler) throws(CellKitError) -> Self {
        let factory = CellFactory(Cell.self)
        try factory.prepare()
        return Self(factory: factory, handler: handler)
    }
}
