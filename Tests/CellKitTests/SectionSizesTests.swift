import Testing

@testable import CellKit

@Suite struct SectionSizesTests {
    @Test func unmeasuredItemsAreSpacedByTheEstimate() {
        let sizes = SectionSizes(count: 1_000_000, estimate: 10, spacing: 2)
        #expect(sizes.offset(of: 3) == 36)
        #expect(sizes.extent == 1_000_000 * 12 - 2)
        #expect(sizes.item(at: 35) == 2)
        #expect(sizes.item(at: 36) == 3)
        #expect(sizes.item(at: -5) == 0)
        #expect(sizes.item(at: 99_999_999) == 999_999)
    }

    @Test func measurementsShiftLaterItemsOnly() {
        var sizes = SectionSizes(count: 100, estimate: 10, spacing: 1)
        sizes.record(Size(width: 4, height: 1), length: 4, for: 2)
        sizes.record(Size(width: 30, height: 1), length: 30, for: 5)
        #expect(sizes.offset(of: 2) == 22)
        #expect(sizes.offset(of: 3) == 27)
        #expect(sizes.offset(of: 6) == 66 - 6 + 20)
        #expect(sizes.length(of: 5) == 30)
        #expect(sizes.extent == 100 * 11 - 1 - 6 + 20)
    }

    @Test func itemAtPositionInvertsOffsetsWithMeasurements() {
        var sizes = SectionSizes(count: 50, estimate: 3, spacing: 1)
        for item in stride(from: 0, to: 50, by: 3) {
            sizes.record(Size(width: item % 7 + 1, height: 1), length: item % 7 + 1, for: item)
        }
        for item in 0..<50 {
            let start = sizes.offset(of: item)
            #expect(sizes.item(at: start) == item)
            #expect(sizes.item(at: start + sizes.length(of: item) - 1) == item)
        }
    }

    @Test func remeasuringReplacesTheEarlierMeasurement() {
        var sizes = SectionSizes(count: 10, estimate: 5, spacing: 0)
        sizes.record(Size(width: 8, height: 2), length: 8, for: 0)
        sizes.record(Size(width: 2, height: 3), length: 2, for: 0)
        #expect(sizes.offset(of: 1) == 2)
        #expect(sizes.tallestMeasuredHeight == 3)
    }
}
