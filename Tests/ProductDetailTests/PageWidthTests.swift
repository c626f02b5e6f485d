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
            productID: "p-1", repository: repository, scheduler: scheduler, now: Clock.now, width: 80)
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
