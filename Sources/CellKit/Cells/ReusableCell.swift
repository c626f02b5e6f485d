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

    /// Returns `proposal`.
    public func preferredSize(fitting proposal: Size) -> Size { proposal }
}
