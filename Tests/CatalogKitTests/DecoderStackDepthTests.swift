import CatalogFixtures
import Foundation
import Testing

@testable import CatalogKit

/// The decoder's nesting costs heap, not thread stack: the deepest document it accepts
/// decodes on a thread with a 512 KB stack (the size Apple platforms give background
/// threads) in a debug build, where frames are largest.
@Suite(.timeLimit(.minutes(3))) struct DecoderStackDepthTests {
    @Test func deepestNestingDecodesOnA512KilobyteStack() throws {
        let levels = JSONCursor.maximumDepth - 1
        let arrays = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
        let objects =
            String(repeating: "{\"a\":", count: levels) + "1" + String(repeating: "}", count: levels)
        let documents = [arrays, objects].map { value in
            Fixture.array([Fixture.productFields(id: "p-001") + [("extra", value)]])
        }
        let finished = DispatchSemaphore(value: 0)
        let results = LockedResults()
        let thread = Thread {
            for document in documents {
                results.append(
                    Result { () throws(CatalogError) in
                        try CatalogDecoder().decodeProducts(Data(document.utf8), file: "products.json").count
                    })
            }
            finished.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        #expect(finished.wait(timeout: .now() + .seconds(60)) == .success)
        let counts = results.values.map { try? $0.get() }
        #expect(counts == [1, 1])
    }
}

/// Results handed from the test's thread; `lock` guards `values`.
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Result<Int, CatalogError>] = []

    func append(_ result: Result<Int, CatalogError>) { lock.withLock { stored.append(result) } }
    var values: [Result<Int, CatalogError>] { lock.withLock { stored } }
}
