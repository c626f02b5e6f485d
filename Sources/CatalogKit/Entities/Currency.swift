/// A currency a price can be in, with the number of decimal places its minor unit has.
///
/// Raw values are ISO 4217 codes, as written in the data files.
public enum Currency: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// Japanese yen: no minor unit, so `12800` is ¥12,800.
    case jpy = "JPY"
    /// US dollar: cents, so `1280` is $12.80.
    case usd = "USD"

    /// How many decimal digits the minor unit has (0 for yen, 2 for dollars).
    public var minorUnitDigits: Int {
        switch self {
        case .jpy: return 0
        case .usd: return 2
        }
    }

    /// The symbol written before the amount (`¥`, `$`).
    public var symbol: String {
        switch self {
        case .jpy: return "¥"
        case .usd: return "$"
        }
    }
}
