/// A collection view without a screen: it lays out only what its viewport shows, dequeues
/// cells by type from a real reuse pool, validates batch updates before applying them, and
/// renders the visible cells into a ``TextCanvas``.
///
/// ```swift
/// let collectionView = HeadlessCollectionView(
///     layout: .horizontal(itemSizing: .fixed(Size(width: 20, height: 4))),
///     viewportSize: Size(width: 80, height: 4))
/// collectionView.dataSource = dataSource
/// try collectionView.reloadData()
/// try collectionView.scroll(byItems: 3)
/// print(collectionView.render().renderPlain())
/// ```
///
/// Layout runs synchronously inside the call that needs it (`reloadData()`, scrolling,
/// `performBatchUpdates(_:)`, resizing), so these methods throw the registration errors a
/// data source's dequeue raises.
@MainActor
public final class HeadlessCollectionView {
    /// Provides counts and cells. Call ``reloadData()`` after setting it.
    public weak var dataSource: (any CollectionViewDataSource)?
    /// Hears display, selection and near-end events.
    public weak var delegate: (any CollectionViewDelegate)?
    /// Called, like ``CollectionViewDelegate/collectionViewDidApproachEnd(_:)``, when the
    /// viewport comes within ``nearEndThreshold`` items of the end.
    public var onNearEnd: (@MainActor (HeadlessCollectionView) -> Void)?
    /// How many items before the last one count as "near the end". Defaults to 3.
    public var nearEndThreshold = 3
    /// Whether the last visible item is within ``nearEndThreshold`` items of the end.
    public internal(set) var isNearEnd = false
    /// Cells created and reused, per reuse identifier.
    package internal(set) var reuseStatistics: [ReuseIdentifier: ReuseStatistics] = [:]

    var model: LayoutModel
    /// The content offset along the scroll axis.
    var offset = 0
    var liveCells: [IndexPath: any ReusableCell] = [:]
    var displayedIndexPaths: Set<IndexPath> = []
    var liveSupplementaryViews: [SupplementaryKey: any ReusableCell] = [:]
    var registry: [PoolKey: CellFactory] = [:]
    var pools: [PoolKey: [any ReusableCell]] = [:]
    /// Cells being reconfigured in place: a dequeue for these index paths returns them.
    var reconfiguringCells: [IndexPath: any ReusableCell] = [:]
    /// Reuse identifiers by cell type, computed once per type.
    var reuseIdentifiers: [ObjectIdentifier: ReuseIdentifier] = [:]
    /// The selected item; see ``indexPathForSelectedItem``.
    var selectedIndexPath: IndexPath?

    /// Creates an empty collection view; it shows nothing until ``reloadData()``.
    public init(layout: CollectionLayout, viewportSize: Size) {
        model = LayoutModel(layout: layout, viewportSize: viewportSize, counts: [])
    }

    /// How items are arranged; change it with ``setLayout(_:)``.
    public var layout: CollectionLayout { model.layout }

    /// The visible area's size in columns and rows; change it with ``resize(to:)``.
    public var viewportSize: Size { model.viewportSize }

    /// The number of sections, as of the last reload or batch update.
    public var numberOfSections: Int { model.sections.count }

    /// The number of items in `section`, as of the last reload or batch update.
    public func numberOfItems(inSection section: Int) -> Int {
        precondition(model.sections.indices.contains(section), "no section \(section)")
        return model.sections[section].count
    }

    /// The number of cells currently shown (not counting pooled ones or supplementary views).
    package var liveCellCount: Int { liveCells.count }

    /// The number of headers and footers currently shown.
    package var liveSupplementaryViewCount: Int { liveSupplementaryViews.count }

    /// The number of cells and views waiting in reuse pools.
    package var pooledCellCount: Int { pools.values.reduce(0) { $0 + $1.count } }

    /// The statistics of `cellType`'s reuse pool.
    package func reuseStatistics<Cell: ReusableCell>(for cellType: Cell.Type) -> ReuseStatistics {
        reuseStatistics[identifier(of: Cell.self)] ?? ReuseStatistics()
    }
}
