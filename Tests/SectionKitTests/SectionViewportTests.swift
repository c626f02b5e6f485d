import Foundation
import SectionKit
import Testing

@Suite struct SectionViewportTests {
    @Test func scrollDirectionsFollowTheOffsetWithinItsRange() {
        let start = SectionViewport(contentOffset: 0, maximumContentOffset: 30)
        let middle = SectionViewport(contentOffset: 10, maximumContentOffset: 30)
        let end = SectionViewport(contentOffset: 30, maximumContentOffset: 30)
        #expect(!start.canScrollBackward && start.canScrollForward)
        #expect(middle.canScrollBackward && middle.canScrollForward)
        #expect(end.canScrollBackward && !end.canScrollForward)
        #expect(!SectionViewport().canScrollBackward && !SectionViewport().canScrollForward)
    }

    @Test func survivesACodableRoundTrip() throws {
        let viewport = SectionViewport(
            contentOffset: 17, visibleItems: 0..<4, itemCount: 10, isNearEnd: false, fullyVisibleItems: 1..<3,
            maximumContentOffset: 130, selectedItem: 2)
        let data = try JSONEncoder().encode(viewport)
        #expect(try JSONDecoder().decode(SectionViewport.self, from: data) == viewport)
    }

    @Test func anEncodingFromBeforeWholeItemsCountsItsVisibleItemsAsWhole() throws {
        let json = #"{"contentOffset":0,"visibleItems":[0,3],"itemCount":3,"isNearEnd":true}"#
        let viewport = try JSONDecoder().decode(SectionViewport.self, from: Data(json.utf8))
        #expect(
            viewport
                == SectionViewport(
                    visibleItems: 0..<3, itemCount: 3, isNearEnd: true, fullyVisibleItems: 0..<3))
    }
}
