extension HeadlessCollectionView {
    /// The selected item, or `nil` when none is: at most one item is selected at a time.
    ///
    /// The selected item's cell is drawn marked (its
    /// ``ReusableCell/draw(in:on:isSelected:)`` gets `true`). The selection follows its item
    /// through batch updates, as in UIKit: it moves with the item, ends when the item is
    /// deleted, and ends on ``reloadData()``.
    public var indexPathForSelectedItem: IndexPath? { selectedIndexPath }

    /// Selects the item at `indexPath`, replacing any other selection, and tells the delegate;
    /// `nil` ends the selection without telling it.
    ///
    /// The item is drawn marked from the next render on. Selecting does not scroll: follow it
    /// with ``scrollItemToVisible(at:)`` so that the item shows whole.
    ///
    /// ```swift
    /// collectionView.selectItem(at: IndexPath(item: 4))
    /// try collectionView.scrollItemToVisible(at: IndexPath(item: 4))
    /// ```
    ///
    /// - Precondition: `indexPath`, when not `nil`, names an item of the collection view.
    public func selectItem(at indexPath: IndexPath?) {
        guard let indexPath else {
            selectedIndexPath = nil
            return
        }
        precondition(isValid(indexPath), "no item at \(indexPath)")
        selectedIndexPath = indexPath
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Ends the selection of the item at `indexPath`; does nothing when another item, or none,
    /// is selected.
    public func deselectItem(at indexPath: IndexPath) {
        if selectedIndexPath == indexPath { selectedIndexPath = nil }
    }
}
