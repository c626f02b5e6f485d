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
    /// Cells created and reused, per reuse identifier; read one type's with
    /// ``reuseStatistics(for:)``.
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

    /// The number of cells alive for items: one per visible item, however many items there
    /// are. Pooled cells, headers and footers are not counted.
    ///
    /// ```swift
    /// try collectionView.scrollToItem(at: IndexPath(item: 500_000))
    /// #expect(collectionView.liveCellCount == collectionView.indexPathsForVisibleItems.count)
    /// ```
    ///
    /// - Complexity: O(1).
    public var liveCellCount: Int { liveCells.count }

    /// The number of headers and footers currently shown.
    ///
    /// - Complexity: O(1).
    public var liveSupplementaryViewCount: Int { liveSupplementaryViews.count }

    /// The number of cells and views waiting in the reuse pools: ones that left the viewport
    /// and were not handed out again yet.
    ///
    /// - Complexity: O(*p*) for *p* reuse pools.
    public var pooledCellCount: Int { pools.values.reduce(0) { $0 + $1.count } }

    /// How many cells of `cellType` this collection view created, and how many it handed out
    /// again from the reuse pool, since it was made.
    ///
    /// Reuse at work shows as few creations and many reuses: scrolling a carousel through a
    /// million items creates about as many cells as one screen shows.
    ///
    /// ```swift
    /// for item in stride(from: 0, to: 1_000_000, by: 997) {
    ///     try collectionView.scrollToItem(at: IndexPath(item: item))
    /// }
    /// let reuse = collectionView.reuseStatistics(for: NumberCell.self)
    /// #expect(reuse.created <= 4)    // one 40-column screen of 10-column cells
    /// #expect(reuse.reused > 3_000)
    /// ```
    ///
    /// Headers and footers of the type are counted with its cells.
    ///
    /// - Parameter cellType: A cell class registered with this collection view; the statistics
    ///   of its reuse identifier, zero if it was never dequeued.
    /// - Returns: The counts of created and reused cells.
    /// - Complexity: O(1).
    public func reuseStatistics<Cell: ReusableCell>(for cellType: Cell.Type) -> ReuseStatistics {
        reuseStatistics[identifier(of: Cell.self)] ?? ReuseStatistics()
    }
}
