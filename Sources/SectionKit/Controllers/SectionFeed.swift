import CellKit
import Relay

/// Feeds a section's collection view from a relay of items: on the UI scheduler, each list is
/// arranged, diffed against the shown one and applied as one validated batch update, with
/// content changes as reconfigures so live cells are kept.
@MainActor
final class SectionFeed<Item: Identifiable & Equatable & Sendable>: CollectionViewDataSource {
    typealias CellProvider =
        @MainActor (HeadlessCollectionView, IndexPath, Item) throws(CellKitError) -> any ReusableCell

    let core: SectionCore
    let data: BehaviorRelay<[Item]>
    private(set) var items: [Item] = []
    /// The relay's list last applied (before `arrangement`).
    private var applied: [Item]
    /// Orders (and may filter) the relay's list before it is shown.
    var arrangement: @MainActor ([Item]) -> [Item] {
        didSet { apply(data.value) }
    }
    private let cellProvider: CellProvider
    private let differ: @MainActor (_ old: [Item], _ new: [Item]) -> Changeset
    private let bag = DisposeBag()

    init(
        core: SectionCore, data: BehaviorRelay<[Item]>, scheduler: any Scheduler,
        arrangement: @escaping @MainActor ([Item]) -> [Item] = { $0 },
        differ: @escaping @MainActor (_ old: [Item], _ new: [Item]) -> Changeset,
        cellProvider: @escaping CellProvider
    ) {
        self.core = core
        self.data = data
        self.arrangement = arrangement
        self.cellProvider = cellProvider
        self.differ = differ
        applied = data.value
        core.collectionView.dataSource = self
        items = arrangement(applied)
        let isShown = core.perform { () throws(CellKitError) in try core.collectionView.reloadData() }
        // A cell that cannot be made (its template did not load) leaves the section failed.
        if isShown && !items.isEmpty { core.setState(.loaded) }
        // The current value is shown above; only later lists are diffed. (A relay cannot fail
        // and this is its only subscriber here, so a plain hop does what a Driver would.)
        data.skip(1)
            .observe(on: scheduler)
            .subscribe(onNext: { [weak self] items in MainActor.assumeIsolated { self?.apply(items) } })
            .disposed(by: bag)
        // A list the relay holds and the section has not shown yet is on its way.
        core.hasPendingItems = { [weak self] in
            guard let self else { return false }
            return self.data.value != self.applied
        }
    }

    func apply(_ incoming: [Item]) {
        applied = incoming
        let new = arrangement(incoming)
        let changes = differ(items, new)
        items = new
        if changes.isEmpty {
            // The same list again: a failure stands until the data changes; loading ends.
            if core.state == .loading { core.setState(new.isEmpty ? .empty : .loaded) }
            return
        }
        let applied = core.perform { () throws(CellKitError) in
            try core.collectionView.performBatchUpdates(changes.collectionUpdate())
            try core.scrollSelectionToVisible()
        }
        guard applied else {
            // The view no longer matches `items`; start it afresh from them.
            core.perform { () throws(CellKitError) in try core.collectionView.reloadData() }
            return
        }
        core.setState(new.isEmpty ? .empty : .loaded)
        core.onItemsChange?(changes)
    }

    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int
    {
        items.count
    }

    func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
        throws(CellKitError) -> any ReusableCell
    {
        try cellProvider(collectionView, indexPath, items[indexPath.item])
    }
}
