extension SupplementaryRegistration where View: TemplateLoadable {
    /// Loads `View.templateName` from `View.templateBundle` now and creates a registration
    /// whose new views awake from it.
    ///
    /// - Throws: `CellKitError.templateNotFound` naming the file, or `.malformedTemplate`.
    public static func loadingTemplate(kind: SupplementaryKind, handler: @escaping Handler)
        throws(CellKitError)
        -> Self
    {
        let factory = CellFactory(View.self)
        try factory.prepare()
        return Self(kind: kind, factory: factory, handler: handler)
    }
}
