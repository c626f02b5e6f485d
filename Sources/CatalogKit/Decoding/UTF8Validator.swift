/// Finds the first byte that is not part of well-formed UTF-8 (Unicode 15, table 3-7:
/// no overlong forms, no surrogates, nothing above U+10FFFF).
///
/// Runs of ASCII are skipped 16 bytes at a time, so text that is mostly ASCII costs little
/// more than a scan.
enum UTF8Validator {
    /// - Returns: The offset of the first invalid byte, or `nil` if all of `bytes` is valid.
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        let count = bytes.count
        while index < count {
            while index + 16 <= count {
                let chunk = ByteScan.load(base, index)
                guard let lane = ByteScan.firstMarked(chunk) else {
                    index += 16
                    continue
                }
                index += lane
                break
            }
            guard index < count else { return nil }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF:
                length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF:
                length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3:
                length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default:
                return index
            }
            guard index + length <= count else { return index }
            let second = base[index + 1]
            guard second >= lower && second <= upper else { return index }
            var offset = 2
            while offset < length {
                guard base[index + offset] & 0xC0 == 0x80 else { return index }
                offset += 1
            }
            index += length
        }
        return nil
    }
}
