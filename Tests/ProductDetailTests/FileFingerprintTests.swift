import Foundation
import Testing

@testable import ProductDetail

@Suite struct FileFingerprintTests {
    @Test func changeInAnyByteChangesTheHashIncludingTheTail() {
        let text = Array("[{\"id\": \"p-001\", \"price\": 1200}]\n".utf8)
        let original = FileFingerprint(data: Data(text), modificationDate: nil)
        for offset in [0, 7, 8, text.count / 2, text.count - 1] {
            var changed = text
            changed[offset] ^= 0x01
            let fingerprint = FileFingerprint(data: Data(changed), modificationDate: nil)
            #expect(!fingerprint.hasSameContent(as: original), "byte \(offset)")
        }
        #expect(FileFingerprint(data: Data(text), modificationDate: Date()).hasSameContent(as: original))
    }

    @Test func sizeAndTimeAreTrustedOnlyForAFileSettledBeforeItWasRead() {
        let modified = Date(timeIntervalSince1970: 1_000)
        let settled = FileFingerprint(
            data: Data([1, 2, 3]), modificationDate: modified, readAt: modified + 10)
        #expect(settled.isCertainlyUnchanged(size: 3, modificationDate: modified))
        #expect(!settled.isCertainlyUnchanged(size: 4, modificationDate: modified))
        #expect(!settled.isCertainlyUnchanged(size: 3, modificationDate: modified + 1))
        #expect(!settled.isCertainlyUnchanged(size: 3, modificationDate: nil))
        let fresh = FileFingerprint(data: Data([1, 2, 3]), modificationDate: modified, readAt: modified + 1)
        #expect(!fresh.isCertainlyUnchanged(size: 3, modificationDate: modified))
    }
}
