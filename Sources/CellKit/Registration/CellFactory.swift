import Foundation

/// Creates the cells of one type for a registration or a reuse pool: `init()` for a plain
/// cell; for a ``TemplateLoadable`` cell also its template, loaded once on first use and
/// passed to every new cell through `awake(from:)`.
///
/// Shared with SectionKit, whose mixed-rows sections create their rows' cells through it.
@MainActor
package final class CellFactory {
    /// The identity of the cell type.
    package let type: ObjectIdentifier
    /// The cell type's module-qualified name, for errors.
    package let typeName: String
    /// Where a template-loaded type's template is, or `nil` for a plain cell type.
    private let templateSource: (name: String, bundle: Bundle)?
    /// The template once loaded (or given).
    private var template: CellTemplate?
    private let create: @MainActor (CellTemplate?) -> any ReusableCell

    /// A factory for `cellType`; a ``TemplateLoadable`` type's template is loaded on first use
    /// unless `template` is given.
    package init<Cell: ReusableCell>(_ cellType: Cell.Type, template: CellTemplate? = nil) {
        type = ObjectIdentifier(cellType)
        typeName = String(reflecting: cellType)
        self.template = template
        guard let templated = cellType as? any TemplateLoadable.Type else {
            templateSource = nil
            create = { _ in Cell() }
            return
        }
        templateSource = (templated.templateName, templated.templateBundle)
        create = { template in
            let cell = templated.init()
            if let template { cell.awake(from: template) }
            return cell
        }
    }

    /// Loads the template of a template-loaded type, unless it is loaded already.
    ///
    /// - Throws: `CellKitError.templateNotFound` naming the file, or `.malformedTemplate`.
    package func prepare() throws(CellKitError) {
        guard template == nil, let templateSource else { return }
        template = try CellTemplate(named: templateSource.name, in: templateSource.bundle)
    }

    /// A new cell, awoken from its template when its type has one.
    ///
    /// - Throws: the template errors of ``prepare()`` the first time.
    package func make() throws(CellKitError) -> any ReusableCell {
        try prepare()
        return create(template)
    }

    /// A new cell of the type the factory was made for.
    package func make<Cell: ReusableCell>(_ cellType: Cell.Type) throws(CellKitError) -> Cell {
        guard let cell = try make() as? Cell else {
            preconditionFailure("a factory for \(typeName) was asked for a \(String(reflecting: cellType))")
        }
        return cell
    }
}
