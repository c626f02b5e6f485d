import CellKit

/// Any section controller, whatever its item and cell types, so that a stack holds a products
/// section and a notes section side by side.
///
/// ```swift
/// let sections: [AnySectionController] = [AnySectionController(products), AnySectionController(specs)]
/// sections.map(\.header)   // no casts
/// ```
///
/// It is a handle, not a copy: two handles of one controller see the same state, and the
/// handle keeps the controller alive. Everything a ``SectionController`` has, it has.
@MainActor
public struct AnySectionController: SectionController {
    /// The wrapped controller.
    public let base: AnyObject
    private let section: any SectionController

    /// Wraps `controller`.
    public init<Controller: SectionController & AnyObject>(_ controller: Controller) {
        base = controller
        section = controller
    }

    /// The wrapped controller's core.
    public var core: SectionCore { section.core }

    /// A short name of the section's kind: its item type's name.
    public var typeName: String { core.typeName }

    /// The wrapped controller drawn as it draws itself.
    public func render() -> TextCanvas { section.render() }

    /// Whether two handles wrap the same controller.
    public func isSame(as other: AnySectionController) -> Bool { core === other.core }
}
