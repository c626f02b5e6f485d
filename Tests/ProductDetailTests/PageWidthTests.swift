import CatalogFixtures
import CatalogKit
import CellKit
import Foundation
import ProductDetail
import Relay
import RelayTesting
import SectionKit
import Testing

/// Every rendered line fits the page width in display columns, whatever the data.
@MainActor
@Suite struct PageWidthTests {
    @Test(arguments: [40, 80, 120, 200], UserType.allCases)
    func shippedDefaultProductFitsTheWidth(width: Int, userType: UserType) {
        let text = GoldenPageTests.shippedPage(userType: userType, width: width)
        if ProcessInfo.processInfo.environment["VM_PEEK"] == "1" { print(text) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count > 20)
        for line in lines {
            #expect(line.displayWidth <= width, "\(line.displayWidth) columns: \(line)")
        }
    }

    /// Every shipped product's page, in every width model: each row fits the width as that
    /// model measures it, and each card's rows are exactly as wide as its border.
    @Test(arguments: WidthModel.allCases)
    func everyShippedPageFitsInEveryWidthModel(model: WidthModel) throws {
        let scheduler = TestScheduler()
        let repository = JSONProductRepository(directory: Fixture.shippedData, scheduler: scheduler)
        scheduler.advance(by: 10)
        let ids = try #require(repository.currentCatalog).products.map(\.id)
        for (index, id) in ids.enumerated() {
            let width = [100, 80, 57][index % 3]
            let viewModel = ProductDetailViewModel(
                productID: id, userType: index % 2 == 0 ? .premium : .normal, repository: repository,
                scheduler: scheduler, now: FixedClock.now, width: width, widthModel: model)
            scheduler.advance(by: 10)
            let rows = viewModel.page.rows()
            #expect(viewModel.page.widthModel == model)
            for row in rows {
                let columns = row.text.displayWidth(in: model)
                #expect(columns <= width, "\(id) \(model): \(columns) columns: \(row.text)")
            }
            // Every row of a carousel has its card borders where the top border has its
            // corners: the borders line up in the model.
            for section in viewModel.page.sections {
                let lines = section.text
                guard let top = lines.first(where: { $0.hasPrefix("╭") }) else { continue }
                let corners = Self.columns(of: ["╭", "╮"], in: top, model: model)
                for line in lines where line.hasPrefix("│") {
                    let borders = Self.columns(of: ["│"], in: line, model: model)
                    #expect(borders == corners, "\(id) \(model): \(borders) vs \(corners): \(line)")
                }
            }
        }
    }

    /// The columns at which any of `characters` stands in `row`, measured in `model`.
    static func columns(of characters: Set<Character>, in row: String, model: WidthModel) -> [Int] {
        var columns: [Int] = []
        var column = 0
        for character in row {
            if characters.contains(character) { columns.append(column) }
            column += character.displayWidth(in: model)
        }
        return columns
    }

    @Test func productWithATenMegabyteNameRendersTruncated() {
        let name = String(repeating: "長い名前 🍵 long name ", count: 10_000_000 / 28 + 1)
        let scheduler = TestScheduler()
        let products = [
            SmallCatalog.product("p-1", name: name, related: ["p-2"]),
            SmallCatalog.product("p-2", name: name),
        ]
        let repository = FakeProductRepository(
            catalog: SmallCatalog.catalog(products: products, notes: []), scheduler: scheduler)
        let viewModel = ProductDetailViewModel(
            productID: "p-1", repository: repository, scheduler: scheduler, now: FixedClock.now, width: 80)
        scheduler.advance(to: 20)
        let lines = PlainTextRenderer().lines(of: viewModel.page)
        #expect(viewModel.isLoaded)
        #expect(lines.allSatisfy { $0.displayWidth <= 80 })
        #expect(lines[1].hasPrefix("☕️ 長い名前 🍵 long name"))
        #expect(lines[1].hasSuffix("…"))
        #expect(lines.contains { $0.hasPrefix("│ ☕️ 長い名前 🍵 long nam… │") })
        #expect(viewModel.page.section("recentNotes")?.state == .empty)
    }
}
