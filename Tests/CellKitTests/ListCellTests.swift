import Testing

@testable import CellKit

@MainActor
@Suite struct ListCellTests {
    @Test func drawsTextAndDimSecondaryText() {
        let cell = ListCell()
        cell.contentConfiguration = ListContentConfiguration(text: "Kettle", secondaryText: "¥3,980")
        var canvas = TextCanvas(size: Size(width: 8, height: 2))
        cell.draw(in: canvas.bounds, on: &canvas)
        #expect(canvas.plainLines() == ["Kettle", "¥3,980"])
        #expect(canvas.style(at: Point(x: 0, y: 1)) == .dim)
    }

    @Test func prefersTheWiderTextAndOneLinePerText() {
        let cell = ListCell()
        cell.contentConfiguration = ListContentConfiguration(text: "日本", secondaryText: "abcdef")
        #expect(cell.preferredSize(fitting: Size(width: 1, height: 1)) == Size(width: 6, height: 2))
        cell.contentConfiguration = ListContentConfiguration(text: "日本")
        #expect(cell.preferredSize(fitting: Size(width: 1, height: 1)) == Size(width: 4, height: 1))
    }

    @Test func prepareForReuseClearsTheConfiguration() {
        let cell = ListCell()
        cell.contentConfiguration = ListContentConfiguration(text: "x")
        cell.prepareForReuse()
        #expect(cell.contentConfiguration == ListContentConfiguration())
    }

    @Test func reuseIdentifierIsModuleQualified() {
        #expect(ListCell.reuseIdentifier.rawValue == "CellKit.ListCell")
        #expect(LabelCell.reuseIdentifier.rawValue == "CellKitTests.LabelCell")
    }
}
