import CatalogFixtures
import CatalogKit
import Foundation
import ProductDetail
import Relay
import RelayTesting
import SectionKit
import TestSupport
import Testing

/// The view model over the real JSON repository: data files rewritten and reloaded flow
/// through to `PageChange` events. Both run on one virtual clock.
@MainActor
@Suite struct ProductDetailViewModelReloadTests {
    @Test func rewrittenFilesReloadIntoPageChanges() throws {
        let directory = try TemporaryDirectory()
        try Fixture.writeSmallCatalog(to: directory.url)
        let scheduler = TestScheduler()
        let repository = JSONProductRepository(directory: directory.url, scheduler: scheduler)
        let viewModel = ProductDetailViewModel(
            productID: "p-001", repository: repository, scheduler: scheduler, now: FixedClock.now)
        scheduler.advance(by: 10)
        #expect(viewModel.isLoaded)
        #expect(viewModel.page.section("relatedProducts")?.text.joined().contains("¥1,200") == true)

        let changes = scheduler.createObserver([PageChange].self)
        let subscription = viewModel.updates.map(\.changes).subscribe(changes.observer)
        defer { subscription.dispose() }
        try directory.write(
            Fixture.array([
                Fixture.productFields(id: "p-001", related: ["p-002"]),
                Fixture.productFields(id: "p-002", price: "9900"),
                Fixture.productFields(id: "p-003", shop: "shop-b"),
            ]), to: "products.json")
        try directory.write(
            Fixture.array([
                Fixture.noteFields(id: "n-001", products: ["p-001"], publishedAt: "2026-10-01T00:00:00Z"),
                Fixture.noteFields(
                    id: "n-002", products: ["p-001", "p-002"], publishedAt: "2026-11-01T00:00:00Z"),
                Fixture.noteFields(id: "n-003", products: ["p-001"], publishedAt: "2026-11-29T00:00:00Z"),
            ]), to: "notes.json")
        viewModel.reload()
        scheduler.advance(by: 10)

        let emitted = changes.events.compactMap(\.value.element).flatMap { $0 }
        #expect(emitted.contains(.itemsChanged(id: "relatedProducts", summary: ChangeSummary(updated: 1))))
        #expect(emitted.contains(.itemsChanged(id: "recentNotes", summary: ChangeSummary(inserted: 1))))
        #expect(!emitted.contains { if case .stateChanged = $0 { true } else { false } })
        let page = PlainTextRenderer().render(viewModel.page)
        #expect(page.contains("¥9,900"))
        #expect(page.contains("yesterday"))
    }
}
