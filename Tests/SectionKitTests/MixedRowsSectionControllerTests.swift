import CellKit
import Relay
import RelayTesting
import Testing

@testable import SectionKit

@MainActor
@Suite struct MixedRowsSectionControllerTests {
    @Test func repeatedKindsAreDistinctRowsWithTheirOwnCellTypes() throws {
        let page = SamplePage(user: .premium)
        let specs = page.specs
        #expect(specs.rows.map(\.id) == ["title", "spec:Material", "spec:サイズ"])
        #expect(specs.cell(for: "title") is TitleCell)
        let material = try #require(specs.cell(for: "spec:Material") as? ListCell)
        #expect(material.contentConfiguration.secondaryText == "Linen 100%")
        #expect(specs.cell(for: "spec:サイズ") is ListCell)
        #expect(!(specs.cell(for: "spec:サイズ") === material))
    }

    @Test func rowHeightsComeFromTheKind() {
        let page = SamplePage(user: .premium)
        #expect(
            page.specs.render().plainLines() == [
                "Specifications                  1–3 of 3",
                "■ Details",
                "Material",
                "Linen 100%",
                "サイズ",
                "M / L",
                "",
            ])
    }

    @Test func arrangementPerUserTypeReordersAndFiltersAsOneBatch() {
        let page = SamplePage(user: .premium)
        var summaries: [ChangeSummary] = []
        page.specs.core.onItemsChange = { summaries.append(ChangeSummary($0)) }

        page.specs.arrangement = UserType.guest.arrange

        #expect(page.specs.rows.map(\.id) == ["notice", "title", "spec:Material", "spec:サイズ"])
        #expect(summaries == [ChangeSummary(inserted: 1)])
        #expect(page.specs.render().plainLines()[1] == "ⓘ Sign in for member prices")
    }

    @Test func changedSpecKeepsItsCell() throws {
        let page = SamplePage(user: .premium)
        let before = try #require(page.specs.cell(for: "spec:Material"))
        var rows = SamplePage.specRows
        rows[1] = .spec(name: "Material", value: "Linen 55%, cotton 45%")
        page.specs.data.accept(rows)
        page.scheduler.advance(by: 1)

        let after = try #require(page.specs.cell(for: "spec:Material") as? ListCell)
        #expect(after === before)
        #expect(after.contentConfiguration.secondaryText == "Linen 55%, cotton 45%")
    }

    @Test func scrollingToARowNeedsNoIndex() {
        let page = SamplePage(user: .guest)
        let extra = (1...4).map { SpecRow.spec(name: "Extra \($0)", value: "\($0)") }
        page.specs.data.accept(SamplePage.specRows + extra)
        page.scheduler.advance(by: 1)

        page.specs.scroll(to: "spec:Extra 2")

        #expect(page.specs.viewport.visibleItems == 5..<8)
        #expect(page.specs.render().plainLines()[1...2] == ["Extra 2", "2"])
    }
}

extension MixedRowsSectionControllerTests {
    private func badgeSection<Cell: ReusableCell>(
        _ registration: RowRegistration<Cell, String>, rows: [SpecRow]
    ) -> MixedRowsSectionController<SpecRow> {
        MixedRowsSectionController(
            header: "Badges", data: BehaviorRelay(value: rows), height: 4, width: 20,
            scheduler: TestScheduler(), rowHeight: { _ in 1 },
            cell: { row, cells in cells.cell(using: registration, for: row.id) })
    }

    @Test func templateLoadableRowsAwakeFromTheirTemplate() throws {
        let badge = RowRegistration<BadgeCell, String> { cell, label in cell.label = label }
        let section = badgeSection(badge, rows: [.title("New"), .notice("Sale")])
        #expect(section.state == .loaded)
        #expect(section.render().plainLines()[1...2] == ["[title]", "[notice]"])
        let cells = try [
            #require(section.cell(for: "title") as? BadgeCell),
            #require(section.cell(for: "notice") as? BadgeCell),
        ]
        #expect(cells.allSatisfy { $0.awakeCount == 1 && $0.template?.fields == ["label"] })
    }

    @Test func aMissingRowTemplateFailsTheSectionNamingTheFile() {
        let missing = RowRegistration<MissingTemplateRowCell, String> { _, _ in }
        let section = badgeSection(missing, rows: [.title("New")])
        guard case .failed(let message) = section.state else {
            Issue.record("expected a failed section, got \(section.state)")
            return
        }
        #expect(message.contains("MissingTemplateRowCell.template"))
        #expect(section.render().plainLines()[1] == "⚠ template MissingT…")
    }
}
