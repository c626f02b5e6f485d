import Testing

@testable import CatalogKit

@Suite struct KeyTableTests {
    /// Calls `body` with the bytes' start and count (`false` for no bytes).
    private func with(_ bytes: [UInt8], _ body: (UnsafePointer<UInt8>, Int) -> Bool) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return false }
            return body(start, buffer.count)
        }
    }

    /// Keys of every length from 1 to 24: a key matches its own bytes and nothing that
    /// differs from it in any one byte, as a bare key and as a compact field start.
    @Test func everyByteOfEveryKeyCounts() {
        let names = (1...24).map { length in
            String((0..<length).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
        }
        let table = KeyTable(names: names)
        for (index, name) in names.enumerated() {
            let key = Array(name.utf8)
            let field = [0x22] + key + [0x22, 0x3A]
            #expect(with(key) { table.matches(index, $0, count: $1) })
            #expect(with(key) { table.index(of: $0, count: $1) == index })
            #expect(with(field) { table.startsField(index, at: $0, available: $1) })
            // Too few bytes left for the field: no match, and no read past them.
            #expect(!with(field) { table.startsField(index, at: $0, available: $1 - 1) })
            for position in key.indices {
                var changed = key
                changed[position] ^= 0x01
                #expect(!with(changed) { table.matches(index, $0, count: $1) }, "\(name), byte \(position)")
            }
            for position in field.indices {
                var changed = field
                changed[position] ^= 0x01
                #expect(
                    !with(changed) { table.startsField(index, at: $0, available: $1) },
                    "\(name), byte \(position)")
            }
        }
    }
}
