import Foundation
import SectionKit
import Testing

@MainActor
@Suite struct DetailPageTests {
    @Test func sameInputsGiveEqualPages() {
        #expect(SamplePage(width: 40).composer.page() == SamplePage(width: 40).composer.page())
        #expect(SamplePage(width: 40).composer.page() != SamplePage(width: 41).composer.page())
    }

    @Test func pageChangesWhenOneSectionScrolls() {
        let page = SamplePage(width: 40)
        let before = page.composer.page()
        page.products.scrollToItem(at: 2)
        let after = page.composer.page()
        #expect(after != before)
        #expect(
            after.sections.filter { $0.id != "products" } == before.sections.filter { $0.id != "products" })
    }

    @Test func pageSurvivesACodableRoundTrip() throws {
        let page = SamplePage(width: 40).composer.page()
        let data = try JSONEncoder().encode(page)
        #expect(try JSONDecoder().decode(DetailPage.self, from: data) == page)
    }

    @Test func failedStateSurvivesACodableRoundTrip() throws {
        let sample = SamplePage(width: 40)
        sample.notes.state = .failed(message: "offline")
        let page = sample.composer.page()
        #expect(page.section("notes")?.state == .failed(message: "offline"))
        let data = try JSONEncoder().encode(page)
        #expect(try JSONDecoder().decode(DetailPage.self, from: data) == page)
    }

    @Test func pageChangesEncodeAsOneJSONObjectEach() throws {
        let changes: [PageChange] = [
            .sectionInserted(id: "specs", index: 0),
            .sectionRemoved(id: "notes", index: 2),
            .sectionMoved(id: "products", from: 1, to: 0),
            .itemsChanged(
                id: "products", summary: ChangeSummary(deleted: 1, inserted: 2, moved: 1, updated: 3)),
            .stateChanged(id: "notes", state: .failed(message: "offline")),
            .headerChanged(id: "notes", header: "ノート 📝"),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for change in changes {
            let line = try #require(String(data: try encoder.encode(change), encoding: .utf8))
            #expect(!line.contains("\n"))
            #expect(try JSONDecoder().decode(PageChange.self, from: Data(line.utf8)) == change)
        }
    }
}
