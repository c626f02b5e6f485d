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
/// handle keeps the controller alive.
@MainActor
public struct AnySectionController {
    let core: SectionCore
    /// The wrapped controller.
    public let base: AnyObject

    /// Wraps an items section.
    public init<Item, Cell>(_ controller: ItemsSectionController<Item, Cell>) {
        core = controller.core
        base = controller
    }

    /// Wraps a mixed-rows section.
    public init<Row>(_ controller: MixedRowsSectionController<Row>) {
        core = controller.core
        base = controller
    }

    /// A short name of the section's kind: its item type's name.
    public var typeName: String { core.typeName }

    /// The section's title.
    public var header: String {
        get { core.header }
        nonmutating set { core.header = newValue }
    }

    /// What the section shows.
    public var state: SectionState {
        get { core.state }
        nonmutating set { core.setState(newValue) }
    }

    /// The section's height in lines, header included.
    public var height: Int { core.height }

    /// The collection view the section drives.
    public var collectionView: HeadlessCollectionView { core.collectionView }

    /// Where the section is scrolled.
    public var viewport: SectionViewport { core.viewport }

    /// The section drawn at its size.
    public func render() -> TextCanvas { core.render() }

    /// Whether two handles wrap the same controller.
    public func isSame(as other: AnySectionController) -> Bool { core === other.core }
}
