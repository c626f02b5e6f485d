import CellKit
import Relay

/// One horizontally scrolling section of a page, fed by a relay of items and showing each item
/// in a cell of one type.
///
/// Accept a new list on ``data`` and the section diffs it against the list it shows and applies
/// the changes to its own ``collectionView`` as one validated batch update, on the UI scheduler
/// it was given. Items are matched by `id`; an item whose content changed (`!=`) keeps its live
/// cell, which the registration configures again.
///
/// ```swift
/// let products = ItemsSectionController(
///     header: "Related products",
///     registration: CellRegistration<ProductCell, ProductCard> { cell, _, card in
///         cell.card = card
///     })
/// products.data.accept(cards)   // shown after the next turn of the main scheduler
/// let stack = [AnySectionController(products), AnySectionController(notes)]
/// ```
///
/// Configuration is a `CellRegistration` closure rather than a `configure(cell:item:)`
/// override, because the class is `final` and a closure keeps the cell type in the signature.
@MainActor
public final class ItemsSectionController<Item: Identifiable & Equatable & Sendable, Cell: ReusableCell>:
    SectionController
{
    /// The items to show. Accept a new list from any thread; it is applied on the UI scheduler.
    public let data: BehaviorRelay<[Item]>
    /// The section's shared state; see ``SectionController``.
    public let core: SectionCore
    private let feed: SectionFeed<Item>

    /// Creates a section that shows `data` in cells that `registration` configures.
    ///
    /// - Parameters:
    ///   - header: The section's title, drawn on its first line.
    ///   - data: The relay to show; a new one holding no items by default. While it holds no
    ///     items the section shows ``SectionState/loading`` until the next list arrives.
    ///   - height: The section's height in lines, header included (at least 2).
    ///   - width: The section's width in columns; a ``StackComposer`` sets it to the page width.
    ///   - estimatedItemSize: The size of an item until its cell reports its preferred size.
    ///   - itemSpacing: Columns between items.
    ///   - scheduler: Where lists from `data` are applied; the main scheduler by default, a
    ///     `TestScheduler` advanced from a `@MainActor` test in tests.
    ///   - registration: Creates and configures the cells.
    @inlinable
    public convenience init(
        header: String,
        data: BehaviorRelay<[Item]> = BehaviorRelay(value: []),
        height: Int = 4,
        width: Int = 80,
        estimatedItemSize: Size = Size(width: 20, height: 3),
        itemSpacing: Int = 1,
        scheduler: any Scheduler = MainScheduler.instance,
        registration: CellRegistration<Cell, Item>
    ) {
        self.init(
            header: header, data: data, height: height, width: width, estimatedItemSize: estimatedItemSize,
            itemSpacing: itemSpacing, scheduler: scheduler, registration: registration,
            differ: { old, new in Changeset(from: old, to: new) })
    }

    /// Diffs with `differ`, which the inlinable initializer above creates in the caller's module:
    /// there the diff is specialized for the item type, while generic code here would run it
    /// through witness tables, which is slower on long lists.
    @usableFromInline
    init(
        header: String,
        data: BehaviorRelay<[Item]>,
        height: Int,
        width: Int,
        estimatedItemSize: Size,
        itemSpacing: Int,
        scheduler: any Scheduler,
        registration: CellRegistration<Cell, Item>,
        differ: @escaping @MainActor (_ old: [Item], _ new: [Item]) -> Changeset
    ) {
        self.data = data
        let layout = CollectionLayout.horizontal(
            itemSizing: .selfSizing(estimated: estimatedItemSize), itemSpacing: itemSpacing)
        core = SectionCore(
            typeName: String(describing: Item.self), header: header, height: height, width: width,
            layout: layout)
        feed = SectionFeed(core: core, data: data, scheduler: scheduler, differ: differ) {
            collectionView, indexPath, item throws(CellKitError) in
            try collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    /// The items shown, in order: ``data``'s last list once the UI scheduler applied it.
    public var items: [Item] { feed.items }
}
