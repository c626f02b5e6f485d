extension CellRegistration where Cell: TemplateLoadable {
    /// Creates a registration whose new cells awake from `template`.
    public init(template: CellTemplate, handler: @escaping Handler) {
        self.init(factory: .templated(Cell.self, template: template), handler: handler)
    }

    /// Loads `Cell.templateName` from `Cell.templateBundle` once and creates a registration
    /// whose new cells awake from it.
    ///
    /// ```swift
    /// let registration = try CellRegistration<ProductCell, ProductCard>.loadingTemplate { cell, _, card in
    ///     cell.values = ["title": card.title, "price": card.price]
    /// }
    /// ```
    /// - Throws: `CellKitError.templateNotFound` naming the file, or `.malformedTemplate`.
    public static func loadingTemplate(handler: @escaping Handler) throws(CellKitError) -> Self {
        let template = try CellTemplate(named: Cell.templateName, in: Cell.templateBundle)
        return Self(template: template, handler: handler)
    }
}
