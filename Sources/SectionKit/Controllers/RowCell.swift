import CellKit

/// The cell a mixed-rows section registers: it holds the row's own cell, of whatever type the
/// row's kind chose, and reports the row's height.
///
/// CellKit sizes rows by asking cells for their preferred size, and a mixed-rows section takes
/// heights from a function of the row instead, so the row's cell sits inside this one. The
/// collection view pools these containers; a container keeps its last inner cell and reuses it
/// for the next row of the same cell type.
@MainActor
final class RowCell: ReusableCell {
    var content: (any ReusableCell)?
    var height = 1

    init() {}

    func prepareForReuse() {
        content?.prepareForReuse()
    }

    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        content?.draw(in: rect, on: &canvas)
    }

    /// Lets the row's own cell draw itself selected, its own way or with the default mark.
    func draw(in rect: Rect, on canvas: inout TextCanvas, isSelected: Bool) {
        content?.draw(in: rect, on: &canvas, isSelected: isSelected)
    }

    func preferredSize(fitting proposal: Size) -> Size {
        Size(width: proposal.width, height: height)
    }
}
