import CatalogKit
/// Writes prices the same way on every machine: currency symbol, thousands separators,
/// and exactly the currency's minor-unit digits (`¥12,800`, `$12.80`, `-$0.05`).
///
/// Every `Int` amount is written exactly, `Int.min` and `Int.max` included: the digits come
/// from the amount's magnitude, so nothing is negated or multiplied.
///
/// ```swift
/// PriceFormatter().string(for: Money(minorUnits: 1280, currency: .usd))  // "$12.80"
/// ```
struct PriceFormatter: Sendable {
    /// The price as display text.
    ///
    /// - Parameter money: The amount to write.
    /// - Returns: Symbol, grouped whole units and, for currencies with a minor unit, a
    ///   decimal point and all its digits.
    func string(for money: Money) -> String {
        let digits = money.currency.minorUnitDigits
        let divisor = Self.powerOfTen(digits)
        let magnitude = money.minorUnits.magnitude
        let whole = magnitude / divisor
        let fraction = magnitude % divisor
        var text = money.minorUnits < 0 ? "-" : ""
        text += money.currency.symbol
        text += Self.grouped(whole)
        if digits > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }

    /// Any whole number with thousands separators: `1284` as `1,284`, `-1234567` as
    /// `-1,234,567`. The one grouping the display texts use, for prices and counts alike.
    ///
    /// - Complexity: O(*d*) for a number of *d* digits.
    static func grouped<Value: BinaryInteger>(_ value: Value) -> String {
        let digits = Array(String(value.magnitude))
        var result = value < 0 ? "-" : ""
        result.reserveCapacity(result.utf8.count + digits.count + digits.count / 3)
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// 10 to the power of a currency's minor-unit digits (at most 2, so it cannot overflow).
    static func powerOfTen(_ exponent: Int) -> UInt {
        var result: UInt = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
