/// An amount of money as a whole number of the currency's minor units.
///
/// Integer minor units keep prices exact: `Money(minorUnits: 1280, currency: .usd)` is
/// $12.80 and `Money(minorUnits: 12800, currency: .jpy)` is ¥12,800.
public struct Money: Sendable, Equatable, Hashable, Codable {
    /// The amount in minor units (cents for USD, yen for JPY).
    public var minorUnits: Int
    /// The currency the amount is in.
    public var currency: Currency

    /// Creates an amount from minor units.
    ///
    /// - Parameters:
    ///   - minorUnits: The amount in the currency's minor units.
    ///   - currency: The currency.
    public init(minorUnits: Int, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }
}
