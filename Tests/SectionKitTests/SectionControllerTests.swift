import CellKit
import Relay
import RelayTesting
import Testing

@testable import SectionKit

/// A section that replaces the default drawing: a box around its header.
@MainActor
private final class BoxedSection: SectionController {
    let core = SectionCore(
        typeName: "Boxed", header: "Boxed", height: 3, width: 12,
        layout: .vertical(itemSizing: .fixed(Size(width: 1, height: 1))))

    func render() -> TextCanvas {
        var canvas = TextCanvas(size: Size(width: 12, height: height))
        canvas.drawBox(canvas.bounds)
        canvas.drawText(header, in: Rect(x: 1, y: 1, width: 10, height: 1))
        return canvas
    }
}

@MainActor
@Suite struct SectionControllerTests {
    @Test func sharedMembersReadAndWriteTheCoreWhateverTheKind() {
        let page = SamplePage(user: .premium)
        let sections: [any SectionController] = [page.products, page.specs]
        for section in sections { section.emptyMessage = "None." }
        sections[1].header = "Specs"
        sections[1].state = .failed(message: "offline")
        #expect(page.products.core.emptyMessage == "None." && page.specs.core.emptyMessage == "None.")
        #expect(page.specs.core.header == "Specs")
        #expect(page.specs.core.state == .failed(message: "offline"))
        #expect(sections.map(\.height) == [3, 7])
        #expect(sections[0].collectionView === page.products.core.collectionView)
    }

    @Test func aReplacedRenderIsWhatTheComposerDraws() {
        let boxed = BoxedSection()
        boxed.header = "Hi"
        let composer = StackComposer<Int>(width: 12, sections: [0], scheduler: TestScheduler()) { _ in
            AnySectionController(boxed)
        }
        #expect(composer.page().sections[0].text == ["┌──────────┐", "│Hi        │", "└──────────┘"])
        #expect(AnySectionController(boxed).render().plainLines() == boxed.render().plainLines())
    }
}
