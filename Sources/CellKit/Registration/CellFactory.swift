/// How a registration creates cells of one type, type-erased for the registry.
@MainActor
struct CellFactory {
    let type: ObjectIdentifier
    let typeName: String
    let make: @MainActor () -> any ReusableCell

    init<Cell: ReusableCell>(_ cellType: Cell.Type, make: @escaping @MainActor () -> any ReusableCell) {
        type = ObjectIdentifier(cellType)
        typeName = String(reflecting: cellType)
        self.make = make
    }

    /// Creates a factory for `cellType`, loading its template once when it is
    /// ``TemplateLoadable``.
    static func resolving<Cell: ReusableCell>(_ cellType: Cell.Type) throws(CellKitError) -> CellFactory {
        guard let templated = cellType as? any TemplateLoadable.Type else {
            return CellFactory(cellType) { Cell() }
        }
        let template = try CellTemplate(named: templated.templateName, in: templated.templateBundle)
        return CellFactory(cellType) {
            let cell = templated.init()
            cell.awake(from: template)
            return cell
        }
    }

    /// A factory for a template-loaded type with an already loaded template.
    static func templated<Cell: TemplateLoadable>(_ cellType: Cell.Type, template: CellTemplate)
        -> CellFactory
    {
        CellFactory(cellType) {
            let cell = Cell()
            cell.awake(from: template)
            return cell
        }
    }
}
