import CellKit
import Relay

/// A vertical list whose rows are of different kinds, each drawn by its own cell type: the
/// enum-of-rows pattern for spec sheets and settings pages.
///
/// The caller's row type is usually an enum whose cases carry their data. Its `id` must be the
/// row's own identity, stable when its content changes and distinct for repeated kinds (a spec
/// row's name, not its position), so that `[.title, .spec("Size"), .spec("Weight")]` holds no
/// duplicates and a changed spec keeps its cell. The arrangement function decides which rows
/// show and in what order (for example per user type); the height function gives each row its
/// lines; the cell provider switches on the row to pick a registration.
///
/// ```swift
/// let specs = MixedRowsSectionController<SpecRow>(
///     header: "Specifications",
///     arrangement: { rows in rows.sorted { $0.rank < $1.rank } },
///     rowHeight: { $0.isTitle ? 1 : 2 },
///     cell: { row, cells in
///         switch row {
///         case .title(let text): cells.cell(using: title, for: text)
///         case .spec(let spec): cells.cell(using: spec, for: spec)
///         }
///     })
/// ```
@MainActor
public final class MixedRowsSectionController<Row: Identifiable & Equatable & Sendable>: SectionController {
    /// Chooses and configures a row's cell.
    public typealias CellProvider = @MainActor (_ row: Row, _ cells: RowCells) -> RowContent

    /// The rows to show, before arrangement. Accept a new list from any thread; it is applied
    /// on the UI scheduler.
    public let data: BehaviorRelay<[Row]>
    /// The section's shared state; see ``SectionController``.
    public let core: SectionCore
    private let feed: SectionFeed<Row>

    /// Creates a mixed-rows section.
    ///
    /// - Parameters:
    ///   - header: The section's title, drawn on its first line.
    ///   - data: The rows to show; a new relay holding none by default.
    ///   - height: The section's height in lines, header included (at least 2).
    ///   - width: The section's width in columns; a ``StackComposer`` sets it to the page width.
    ///   - rowSpacing: Blank lines between rows.
    ///   - scheduler: Where lists from `data` are applied; the main scheduler by default.
    ///   - arrangement: Orders (and may filter) the rows; as given by default.
    ///   - rowHeight: A row's height in lines, at least 1.
    ///   - cell: Picks and configures the row's cell.
    @inlinable
    public convenience init(
        header: String,
        data: BehaviorRelay<[Row]> = BehaviorRelay(value: []),
        height: Int = 8,
        width: Int = 80,
        rowSpacing: Int = 0,
        scheduler: any Scheduler = MainScheduler.instance,
        arrangement: @escaping @MainActor ([Row]) -> [Row] = { $0 },
        rowHeight: @escaping @MainActor (Row) -> Int,
        cell: @escaping CellProvider
    ) {
        self.init(
            header: header, data: data, height: height, width: width, rowSpacing: rowSpacing,
            scheduler: scheduler,
            arrangement: arrangement, rowHeight: rowHeight, cell: cell,
            differ: { old, new in Changeset(from: old, to: new) })
    }

    /// Diffs with `differ`, which the inlinable initializer above creates in the caller's module:
    /// there the diff is specialized for the item type, while generic code here would run it
    /// through witness tables, which is slower on long lists.
    @usableFromInline
    init(
        header: String,
        data: BehaviorRelay<[Row]>,
        height: Int,
        width: Int,
        rowSpacing: Int,
        scheduler: any Scheduler,
        arrangement: @escaping @MainActor ([Row]) -> [Row],
        rowHeight: @escaping @MainActor (Row) -> Int,
        cell: @escaping CellProvider,
        differ: @escaping @MainActor (_ old: [Row], _ new: [Row]) -> Changeset
    ) {
        self.data = data
        let layout = CollectionLayout.vertical(
            itemSizing: .selfSizing(estimated: Size(width: width, height: 1)), itemSpacing: rowSpacing)
        core = SectionCore(
            typeName: String(describing: Row.self), header: header, height: height, width: width,
            layout: layout)
        feed = SectionFeed(
            core: core, data: data, scheduler: scheduler, arrangement: arrangement, differ: differ
        ) {
            collectionView, indexPath, row throws(CellKitError) in
            try collectionView.register(RowCell.self)
            let container: RowCell = try collectionView.dequeueReusableCell(for: indexPath)
            let rowHeight = rowHeight(row)
            precondition(rowHeight >= 1, "row heights must be at least 1, got \(rowHeight) for \(row)")
            container.height = rowHeight
            container.content = try cell(row, RowCells(container: container)).cell.get()
            return container
        }
    }

    /// Orders (and may filter) the rows. Setting it re-arranges the current rows at once, as
    /// one batch of moves, inserts and deletes.
    public var arrangement: @MainActor ([Row]) -> [Row] {
        get { feed.arrangement }
        set { feed.arrangement = newValue }
    }

    /// The rows shown, arranged.
    public var rows: [Row] { feed.items }

    /// The cell showing `row`, when it is visible. No index arithmetic: rows are found by
    /// identity.
    public func cell(for row: Row.ID) -> (any ReusableCell)? {
        guard let index = rows.firstIndex(where: { $0.id == row }),
            let container = core.collectionView.cellForItem(at: IndexPath(item: index)) as? RowCell
        else { return nil }
        return container.content
    }

    /// Scrolls so that `row` is the first visible row (or as close as the end allows).
    ///
    /// - Precondition: a row with that identity is shown.
    public func scroll(to row: Row.ID) {
        guard let index = rows.firstIndex(where: { $0.id == row }) else {
            preconditionFailure("no row \(row) in the section")
        }
        let collectionView = core.collectionView
        // Rows are measured when they first show, which moves the rows after them; scroll again
        // until the row stays first (or the end is reached).
        for _ in 0..<4 {
            let ok = core.perform { () throws(CellKitError) in
                try collectionView.scrollToItem(at: IndexPath(item: index))
            }
            let first = collectionView.indexPathsForVisibleItems.first?.item
            if !ok || first == index || collectionView.contentOffset.y >= collectionView.maximumOffset {
                break
            }
        }
    }
}
