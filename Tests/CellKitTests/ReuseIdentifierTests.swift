import Testing

@testable import CellKit

@MainActor
@Suite struct ReuseIdentifierTests {
    @Test func derivesFromTheModuleQualifiedTypeName() {
        #expect(ReuseIdentifier(LabelCell.self).rawValue == "CellKitTests.LabelCell")
        #expect(ReuseIdentifier(LabelCell.self) == LabelCell.reuseIdentifier)
    }

    @Test func sameNamedTypesInDifferentScopesNeverCollide() {
        enum Outer {
            final class LabelCell: ReusableCell {}
        }
        #expect(Outer.LabelCell.reuseIdentifier != CellKitTests.LabelCell.reuseIdentifier)
    }

    @Test func variantsOfOneTypeHaveDistinctIdentifiers() {
        let plain = ReuseIdentifier(LabelCell.self)
        let wide = ReuseIdentifier(LabelCell.self, variant: Int.self)
        #expect(plain != wide)
        #expect(wide.description == "CellKitTests.LabelCell<Swift.Int>")
    }
}
