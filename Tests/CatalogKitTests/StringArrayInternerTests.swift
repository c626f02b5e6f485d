import CatalogFixtures
import Foundation
import Testing

@testable import CatalogKit

@Suite struct StringArrayInternerTests {
    private func products(tags: [String]) -> String {
        Fixture.array(
            tags.enumerated().map { index, raw in
                Fixture.productFields(id: "p-\(index)").map { $0.0 == "tags" ? ($0.0, raw) : $0 }
            })
    }

    private func storage(_ array: [String]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    @Test func arraysWithTheSameTextShareOneStorageAndReadBackExactly() throws {
        let long = "a tag of more than fifteen bytes, with \\\"escapes\\\" and é"
        let texts = [
            #"["人気", "新着"]"#, #"["人気", "新着"]"#, #"["新着", "人気"]"#, #"["人気","新着"]"#,
            #"["\#(long)"]"#, #"["\#(long)"]"#, #"["人気"]"#, "[]", "[]",
        ]
        let text = products(tags: texts)
        let decoded = try CatalogDecoder().decodeProducts(Data(text.utf8), file: "products.json")
        let tags = decoded.map(\.tags)
        #expect(tags[0] == ["人気", "新着"] && tags[2] == ["新着", "人気"] && tags[3] == ["人気", "新着"])
        #expect(tags[4] == ["a tag of more than fifteen bytes, with \"escapes\" and é"])
        #expect(tags[6] == ["人気"] && tags[7].isEmpty)
        // The same bytes: one array. Other bytes (order, spacing): their own.
        #expect(storage(tags[0]) == storage(tags[1]))
        #expect(storage(tags[4]) == storage(tags[5]))
        #expect(storage(tags[0]) != storage(tags[2]))
        #expect(storage(tags[0]) != storage(tags[3]))
    }

    @Test func aRepeatedArrayIsStillCheckedWhole() {
        // The second copy has the same start but a bad element: it must fail, not be shared.
        let text = products(tags: [#"["人気", "新着"]"#, #"["人気", 7]"#])
        #expect(throws: CatalogError.self) {
            try CatalogDecoder().decodeProducts(Data(text.utf8), file: "products.json")
        }
    }

    @Test func onceFullNewArraysAreMadeButNotShared() {
        let interner = StringArrayInterner()
        var made = 0
        func share(_ text: String) -> [String] {
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                interner.array(bytes) {
                    made += 1
                    return [text]
                }
            }
        }
        for index in 0..<300 { _ = share("[\"\(index)\"]") }
        #expect(made == 300)
        // The first ones were kept; the last ones were not.
        #expect(share("[\"0\"]") == ["[\"0\"]"] && made == 300)
        #expect(share("[\"299\"]") == ["[\"299\"]"] && made == 301)
    }
}
