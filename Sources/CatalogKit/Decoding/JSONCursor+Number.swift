extension JSONCursor {
    /// A scanned number: where its text is and, for a plain integer, its value.
    struct NumberToken {
        var start: Int
        var end: Int
        var isNegative: Bool
        /// No fraction and no exponent.
        var isInteger: Bool
        /// The integer's magnitude, when `isInteger` and it fits in a `UInt64`.
        var magnitude: UInt64?
    }

    /// Scans the number at the position (RFC 8259 grammar: no leading zeros, no `+`, no
    /// bare `.`), leaving the position after it.
    mutating func scanNumber() throws(DecodingFailure) -> NumberToken {
        let start = position
        var offset = position
        let isNegative = base[offset] == JSONByte.minus
        if isNegative { offset += 1 }
        guard offset < end, base[offset] &- JSONByte.zero < 10 else {
            throw syntaxError("expected a digit after '-', found \(foundDescription(at: offset))", at: offset)
        }
        var magnitude: UInt64? = 0
        if base[offset] == JSONByte.zero {
            offset += 1
            if offset < end, base[offset] &- JSONByte.zero < 10 {
                throw syntaxError("a number cannot start with 0 followed by more digits", at: start)
            }
        } else {
            var value: UInt64 = 0
            var overflowed = false
            // Up to 8 digits at a time from one 64-bit load (see `DigitRun`), then the rest.
            while offset + 8 <= end, !overflowed {
                let run = DigitRun(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                guard run.count > 0 else { break }
                let (times, timesOverflow) = value.multipliedReportingOverflow(
                    by: DigitRun.powersOfTen[run.count])
                let (sum, sumOverflow) = times.addingReportingOverflow(run.value)
                overflowed = timesOverflow || sumOverflow
                value = sum
                offset += run.count
                if run.count < 8 { break }
            }
            while offset < end {
                let digit = base[offset] &- JSONByte.zero
                guard digit < 10 else { break }
                if !overflowed {
                    let (times, timesOverflow) = value.multipliedReportingOverflow(by: 10)
                    let (sum, sumOverflow) = times.addingReportingOverflow(UInt64(digit))
                    overflowed = timesOverflow || sumOverflow
                    value = sum
                }
                offset += 1
            }
            magnitude = overflowed ? nil : value
        }
        var isInteger = true
        if offset < end, base[offset] == JSONByte.dot {
            isInteger = false
            offset += 1
            guard offset < end, base[offset] &- JSONByte.zero < 10 else {
                throw syntaxError(
                    "expected a digit after the decimal point, found \(foundDescription(at: offset))",
                    at: offset)
            }
            offset = ByteScan.digitsEnd(base, from: offset, to: end)
        }
        if offset < end, base[offset] | JSONByte.lowercaseBit == JSONByte.lowercaseE {
            isInteger = false
            offset += 1
            if offset < end, base[offset] == JSONByte.plus || base[offset] == JSONByte.minus { offset += 1 }
            guard offset < end, base[offset] &- JSONByte.zero < 10 else {
                throw syntaxError(
                    "expected a digit in the exponent, found \(foundDescription(at: offset))", at: offset)
            }
            offset = ByteScan.digitsEnd(base, from: offset, to: end)
        }
        position = offset
        return NumberToken(
            start: start, end: offset, isNegative: isNegative, isInteger: isInteger,
            magnitude: isInteger ? magnitude : nil)
    }

    /// The number's text as written.
    func text(_ token: NumberToken) -> String {
        String(
            decoding: UnsafeBufferPointer(start: base + token.start, count: token.end - token.start),
            as: UTF8.self)
    }

    /// The number as a `Double`, correctly rounded: exact arithmetic when the digits and the
    /// exponent are small (the usual case, like `4.5`), the standard library's parser
    /// otherwise. Numbers too large for a `Double` become infinity.
    func double(_ token: NumberToken) -> Double {
        var offset = token.start
        if token.isNegative { offset += 1 }
        var significand: UInt64 = 0
        var digits = 0
        var exponent = 0
        while offset < token.end, base[offset] &- JSONByte.zero < 10 {
            significand = significand &* 10 &+ UInt64(base[offset] &- JSONByte.zero)
            digits += 1
            offset += 1
        }
        if offset < token.end, base[offset] == JSONByte.dot {
            offset += 1
            while offset < token.end, base[offset] &- JSONByte.zero < 10 {
                significand = significand &* 10 &+ UInt64(base[offset] &- JSONByte.zero)
                digits += 1
                exponent -= 1
                offset += 1
            }
        }
        let isSimple = offset == token.end && digits <= 15 && exponent >= -22
        guard isSimple else {
            return Double(text(token)) ?? (token.isNegative ? -.infinity : .infinity)
        }
        let value = Double(significand) / Self.powersOfTen[-exponent]
        return token.isNegative ? -value : value
    }

    /// 10⁰ … 10²², each exact in a `Double`.
    private static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }
}
