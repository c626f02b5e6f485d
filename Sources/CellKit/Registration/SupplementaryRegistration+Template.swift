extension SupplementaryRegistration where View: TemplateLoadable {
    /// Loads `View.templateName` from `View.templateBundle` once and creates a registration
    /// whose new views awake from it.
    ///
    /// - Throws: `CellKitError.templateNotFound` naming the file, or `.malformedTemplate`.
    public static func loadingTemplate(kind: SupplementaryKind, handler: @escaping Handler)
        throws(CellKitError)
        -> Self
    {
        let template = try CellTemplate(named: View.templateName, in: View.templateBundle)
        return Self(kind: kind, factory: .templated(View.self, template: template), handler: handler)
    }
}
