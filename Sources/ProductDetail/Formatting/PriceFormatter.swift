/// Writes prices the same way on every machine: currency symbol, thousands separators,
/// and exactly the currency's minor-unit digits (`¥12,800`, `$12.80`, `-$0.05`).
///
/// ```swift
/// PriceFormatter().string(for: Money(minorUnits: 1280, currency: .usd))  // "$12.80"
/// ```
public struct PriceFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// The price as display text.
    ///
    /// - Parameter money: The amount to write.
    /// - Returns: Symbol, grouped whole units and, for currencies with a minor unit, a
    ///   decimal point and all its digits.
    public func string(for money: Money) -> String {
        let digits = money.currency.minorUnitDigits
        var divisor = 1
        for _ in 0..<digits { divisor *= 10 }
        let magnitude = money.minorUnits.magnitude
        let whole = magnitude / UInt(divisor)
        let fraction = magnitude % UInt(divisor)
        var text = money.minorUnits < 0 ? "-" : ""
        text += money.currency.symbol
        text += Self.grouped(whole)
        if digits > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }

    private static func grouped(_ value: UInt) -> String {
        let digits = Array(String(value))
        var result = ""
        result.reserveCapacity(digits.count + digits.count / 3)
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
