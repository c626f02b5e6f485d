import Testing

@testable import CellKit

@Suite struct RectTests {
    @Test func edgesFollowOriginAndSize() {
        let rect = Rect(x: 2, y: 1, width: 20, height: 5)
        #expect(rect.maxX == 22)
        #expect(rect.maxY == 6)
        #expect(rect.contains(Point(x: 2, y: 1)))
        #expect(!rect.contains(Point(x: 22, y: 1)))
    }

    @Test func intersectionOfOverlappingRectanglesIsTheSharedCells() {
        let left = Rect(x: 0, y: 0, width: 10, height: 4)
        let right = Rect(x: 6, y: 2, width: 10, height: 4)
        #expect(left.intersection(right) == Rect(x: 6, y: 2, width: 4, height: 2))
        #expect(left.intersects(right))
    }

    @Test func disjointRectanglesIntersectInAnEmptyRectangle() {
        let left = Rect(x: 0, y: 0, width: 5, height: 1)
        let right = Rect(x: 5, y: 0, width: 5, height: 1)
        #expect(left.intersection(right).isEmpty)
        #expect(!left.intersects(right))
    }

    @Test func insetShrinksEachSideButNotBelowZero() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 3)
        #expect(
            rect.inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
                == Rect(x: 1, y: 1, width: 8, height: 1))
        #expect(rect.inset(by: EdgeInsets(top: 2, bottom: 2)).height == 0)
    }
}
