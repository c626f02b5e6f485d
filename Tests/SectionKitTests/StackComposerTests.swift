import CellKit
import Relay
import RelayTesting
import Testing

@testable import SectionKit

@MainActor
@Suite struct StackComposerTests {
    @Test func framesStackSectionsWithSpacingAtThePageWidth() {
        let page = SamplePage(width: 40, user: .premium)
        #expect(
            page.composer.frames == [
                DetailPage.Frame(x: 0, y: 0, width: 40, height: 7),
                DetailPage.Frame(x: 0, y: 8, width: 40, height: 3),
                DetailPage.Frame(x: 0, y: 12, width: 40, height: 3),
                DetailPage.Frame(x: 0, y: 16, width: 40, height: 2),
            ])
        #expect(page.composer.page().height == 18)
    }

    @Test func userTypeSwitchAddsAndRemovesSectionsKeepingTheOthersOffsets() throws {
        let page = SamplePage(width: 40, user: .guest)
        page.products.scrollToItem(at: 3)
        page.notes.scrollToItem(at: 1)
        let productsViewport = page.products.viewport
        let notesViewport = page.notes.viewport
        #expect(productsViewport.contentOffset > 0 && notesViewport.contentOffset > 0)

        page.composer.setSections(UserType.premium.sections)
        #expect(page.composer.page().sections.map(\.id) == ["specs", "products", "recommended", "notes"])
        #expect(page.composer.section(.products)?.viewport == productsViewport)
        #expect(page.composer.section(.notes)?.viewport == notesViewport)

        page.composer.setSections(UserType.guest.sections)
        let shown = page.composer.page()
        #expect(shown.sections.map(\.id) == ["products", "notes"])
        #expect(shown.section("products")?.viewport == productsViewport)
        #expect(shown.section("notes")?.contentOffset == notesViewport.contentOffset)
    }

    @Test func sectionsAreMadeOncePerListingAndDroppedWhenRemoved() {
        let scheduler = TestScheduler()
        var made: [PageSection] = []
        let composer = StackComposer<PageSection>(width: 30, sections: [.notes]) { id in
            made.append(id)
            return AnySectionController(
                ItemsSectionController(
                    header: id.rawValue, scheduler: scheduler, registration: NoteCell.registration()))
        }
        composer.section(.notes)?.state = .failed(message: "offline")
        composer.setSections([.products, .notes])
        composer.setSections([.notes, .products])
        #expect(made == [.notes, .products])
        #expect(composer.section(.notes)?.state == .failed(message: "offline"))

        composer.setSections([.products])
        composer.setSections([.notes, .products])
        #expect(made == [.notes, .products, .notes])
        #expect(composer.section(.notes)?.state == .loading)
    }

    @Test func publishesSectionAndItemChanges() {
        let page = SamplePage(width: 40, user: .guest)
        let changes = Locked<[PageChange]>([])
        let subscription = page.composer.changes.subscribe(onNext: { change in
            changes.withLock { $0.append(change) }
        })
        defer { subscription.dispose() }

        page.composer.setSections([.notes, .specs, .products])
        page.notes.data.accept(Array(SamplePage.noteCards.dropFirst()))
        page.scheduler.advance(by: 1)
        page.notes.state = .failed(message: "offline")
        page.products.header = "You may also like"

        #expect(
            changes.withLock { $0 } == [
                .sectionInserted(id: "specs", index: 1),
                .sectionMoved(id: "notes", from: 1, to: 0),
                .itemsChanged(id: "notes", summary: ChangeSummary(deleted: 1)),
                .stateChanged(id: "notes", state: .failed(message: "offline")),
                .headerChanged(id: "products", header: "You may also like"),
            ])
    }

    @Test func changesOfOneTurnArePublishedAsOneUpdateWithThePageBuiltOnce() {
        let page = SamplePage(width: 40, user: .guest)
        let updates = page.scheduler.createObserver(PageUpdate.self)
        let subscription = page.composer.updates.subscribe(updates.observer)
        defer { subscription.dispose() }
        page.scheduler.advance(by: 1)
        let before = updates.events.count

        // Three sections change within one turn of the scheduler.
        page.scheduler.scheduleAt(page.scheduler.clock + 5) {
            MainActor.assumeIsolated {
                page.notes.state = .failed(message: "offline")
                page.products.header = "You may also like"
                page.composer.setSections([.products, .notes, .specs])
            }
        }
        page.scheduler.advance(by: 10)

        #expect(updates.events.count == before + 1)
        let update = updates.events.last?.value.element
        #expect(
            update?.changes == [
                .stateChanged(id: "notes", state: .failed(message: "offline")),
                .headerChanged(id: "products", header: "You may also like"),
                .sectionInserted(id: "specs", index: 2),
            ])
        #expect(update?.page == page.composer.page())
        #expect(update?.page.section("products")?.header == "You may also like")
    }

    @Test func thePageIsSettledOnceEveryListGivenIsAppliedAndPublished() {
        let page = SamplePage(width: 40, user: .guest)
        page.scheduler.advance(by: 1)
        #expect(page.composer.isSettled)
        let settledAtEachUpdate = Locked<[Bool]>([])
        let watcher = page.composer.updates.subscribe(onNext: { _ in
            MainActor.assumeIsolated {
                let settled = page.composer.isSettled
                settledAtEachUpdate.withLock { $0.append(settled) }
            }
        })
        defer { watcher.dispose() }

        page.notes.data.accept(Array(SamplePage.noteCards.reversed()))
        #expect(!page.composer.isSettled, "a list given and not applied yet")
        page.scheduler.advance(by: 1)
        #expect(page.composer.isSettled)
        #expect(settledAtEachUpdate.withLock { $0 } == [true], "settled when the update came")

        page.products.scrollToItem(at: 1)
        page.composer.setNeedsUpdate()
        #expect(!page.composer.isSettled, "an update scheduled")
        page.scheduler.advance(by: 1)
        #expect(page.composer.isSettled)
        // The same list again changes nothing and leaves nothing pending.
        page.notes.data.accept(page.notes.data.value)
        #expect(page.composer.isSettled)
    }

    @Test func aPageRedrawsOnlyTheSectionsThatChanged() throws {
        let page = SamplePage(width: 40, user: .guest)
        let first = page.composer.page()
        let draws = { page.composer.sections.map(\.core.drawCount) }
        let before = draws()
        #expect(page.composer.page() == first)
        #expect(draws() == before, "nothing changed: nothing is drawn again")
        page.notes.state = .failed(message: "offline")
        let after = page.composer.page()
        let notesIndex = try #require(page.composer.sectionIDs.firstIndex(of: .notes))
        let expected = before.enumerated().map { $0.offset == notesIndex ? $0.element + 1 : $0.element }
        #expect(draws() == expected)
        #expect(after.section("notes")?.state == .failed(message: "offline"))
        try page.products.collectionView.scrollToItem(at: IndexPath(item: 3))
        _ = page.composer.page()
        #expect(draws()[0] == expected[0] + 1, "a scroll redraws its section")
    }

    @Test func aPresentationChangeAloneIsPublishedWithNoChanges() {
        let page = SamplePage(width: 40, user: .guest)
        let updates = page.scheduler.createObserver(PageUpdate.self)
        let subscription = page.composer.updates.subscribe(updates.observer)
        defer { subscription.dispose() }
        page.scheduler.advance(by: 1)
        let before = updates.events.count
        page.composer.highlightedSection = .notes
        page.composer.highlightedSection = .products
        page.scheduler.advance(by: 1)
        #expect(updates.events.count == before + 1)
        let update = updates.events.last?.value.element
        #expect(update?.changes == [])
        let header = update?.page.section("products")?.lines.first
        #expect(
            header?.runs == [
                StyleRun(
                    start: 0, count: header?.text.count ?? 0, style: TextStyle(isBold: true, isReverse: true))
            ])
        #expect(update?.page.section("notes")?.lines.first?.runs.first?.style.isReverse != true)
    }

    @Test func removedSectionsPublishNothingMore() {
        let page = SamplePage(width: 40, user: .premium)
        let changes = Locked<[PageChange]>([])
        let subscription = page.composer.changes.subscribe(onNext: { change in
            changes.withLock { $0.append(change) }
        })
        defer { subscription.dispose() }

        page.composer.setSections([.products, .notes])
        page.specs.data.accept([])
        page.scheduler.advance(by: 1)

        #expect(
            changes.withLock { $0 } == [
                .sectionRemoved(id: "specs", index: 0),
                .sectionRemoved(id: "recommended", index: 2),
            ])
    }

    @Test func resizingThePageResizesEverySection() {
        let page = SamplePage(width: 40, user: .premium)
        page.composer.resize(width: 80)
        let shown = page.composer.page()
        #expect(shown.width == 80)
        #expect(shown.sections.allSatisfy { $0.frame.width == 80 })
        #expect(page.products.collectionView.viewportSize.width == 80)
    }

    @Test func duplicateIdentitiesAreReportedInTheItemsChange() {
        let page = SamplePage(width: 40, user: .guest)
        let changes = Locked<[PageChange]>([])
        let subscription = page.composer.changes.subscribe(onNext: { change in
            changes.withLock { $0.append(change) }
        })
        defer { subscription.dispose() }
        let (a, b, c) = (SamplePage.noteCards[0], SamplePage.noteCards[1], SamplePage.noteCards[2])

        page.notes.data.accept([c, a, b, NoteCard(id: "a", text: "Again")])
        page.scheduler.advance(by: 1)

        #expect(
            changes.withLock { $0 } == [
                .itemsChanged(id: "notes", summary: ChangeSummary(inserted: 1, moved: 1, duplicateIDs: ["a"]))
            ])
        #expect(page.notes.items.count == 4, "the dropped occurrence is still shown, as its own item")
    }

    @Test func duplicateOfAnItemInTheUnchangedPrefixIsReported() {
        let page = SamplePage(width: 40, user: .guest)
        let changes = Locked<[PageChange]>([])
        let subscription = page.composer.changes.subscribe(onNext: { change in
            changes.withLock { $0.append(change) }
        })
        defer { subscription.dispose() }

        page.notes.data.accept(SamplePage.noteCards + [NoteCard(id: "a", text: "Again")])
        page.scheduler.advance(by: 1)

        #expect(
            changes.withLock { $0 } == [
                .itemsChanged(id: "notes", summary: ChangeSummary(inserted: 1, duplicateIDs: ["a"]))
            ])
    }
}
