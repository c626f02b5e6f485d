/// A headless cell: a class a collection view creates once, configures per item, draws into a
/// ``TextCanvas``, and hands out again from its reuse pool.
///
/// ```swift
/// final class PriceCell: ReusableCell {
///     var price = ""
///     func prepareForReuse() { price = "" }
///     func draw(in rect: Rect, on canvas: inout TextCanvas) {
///         canvas.drawText(price, in: rect)
///     }
/// }
/// ```
@MainActor
public protocol ReusableCell: AnyObject {
    /// The reuse pool this type's cells go to. Defaults to ``ReuseIdentifier/init(_:)`` of
    /// the type, which is module-qualified; override only to give one class several pools.
    static var reuseIdentifier: ReuseIdentifier { get }

    /// Creates a blank cell; the collection view calls it when its pool is empty.
    init()

    /// Called before a pooled cell is handed out again, to clear per-item state.
    ///
    /// The default does nothing. Reset everything a registration handler sets.
    func prepareForReuse()

    /// Draws the cell into `rect` of `canvas`. Drawing is clipped to the cell's visible part,
    /// so a cell at the viewport's edge shows a partial "peek".
    ///
    /// The default draws nothing.
    func draw(in rect: Rect, on canvas: inout TextCanvas)

    /// Draws the cell into `rect` of `canvas`, marked as the collection view's selected item
    /// when `isSelected` is `true`: the headless `cell.isSelected`.
    ///
    /// The collection view draws every cell, header and footer with this method (headers and
    /// footers are never selected). The default draws with ``draw(in:on:)`` and, when the cell
    /// is selected, marks it with ``TextCanvas/drawSelectionMark(in:)``: reverse video over the
    /// cell and `▶` in its top-left corner, which shows without color (`NO_COLOR`, plain text)
    /// too. Implement it to draw a selected cell your own way, for example with a heavy border;
    /// there is no default to call from it, but ``draw(in:on:)`` and
    /// ``TextCanvas/drawSelectionMark(in:)`` are there to use.
    ///
    /// ```swift
    /// func draw(in rect: Rect, on canvas: inout TextCanvas, isSelected: Bool) {
    ///     canvas.drawBox(rect, border: isSelected ? .heavy : .rounded)
    ///     canvas.drawText(price, in: rect.inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - rect: The cell's frame on the canvas; drawing is clipped to its visible part.
    ///   - canvas: The canvas to draw on.
    ///   - isSelected: Whether the cell shows the collection view's selected item.
    func draw(in rect: Rect, on canvas: inout TextCanvas, isSelected: Bool)

    /// The size the configured cell wants, for self-sizing layouts; `proposal` is the
    /// layout's estimated size (a vertical list's width is fixed by the viewport).
    ///
    /// The default returns `proposal`.
    func preferredSize(fitting proposal: Size) -> Size
}

extension ReusableCell {
    /// The module-qualified type name, `String(reflecting: Self.self)`.
    public static var reuseIdentifier: ReuseIdentifier { ReuseIdentifier(Self.self) }

    /// Does nothing.
    public func prepareForReuse() {}

    /// Draws nothing.
    public func draw(in rect: Rect, on canvas: inout TextCanvas) {}

    /// Draws with ``draw(in:on:)``, then, when `isSelected`, marks the cell with
    /// ``TextCanvas/drawSelectionMark(in:)``.
    public func draw(in rect: Rect, on canvas: inout TextCanvas, isSelected: Bool) {
        draw(in: rect, on: &canvas)
        if isSelected { canvas.drawSelectionMark(in: rect) }
    }

    /// Returns `proposal`.
    public func preferredSize(fitting proposal: Size) -> Size { proposal }
}
