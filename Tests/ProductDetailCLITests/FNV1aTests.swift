import Testing

@testable import ProductDetailCLI

@Suite struct FNV1aTests {
    @Test func matchesTheReferenceVectors() {
        #expect(FNV1a.hash64([]) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash64(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash64(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
    }
}
