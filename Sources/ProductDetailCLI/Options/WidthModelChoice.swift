import CellKit

/// How `--width-model` chooses the width model: find out from the terminal, or use the one
/// named.
enum WidthModelChoice: Equatable, Sendable {
    /// Ask the terminal (mode 2027, then a measured probe); a pipe uses `.grapheme`.
    case auto
    /// Use this model.
    case fixed(WidthModel)

    /// The names `--width-model` accepts, in help order.
    static let names = ["auto", "grapheme", "codepoint", "codepoint-zwj"]

    /// The name `--width-model` knows this choice by.
    var name: String {
        switch self {
        case .auto: "auto"
        case .fixed(.grapheme): "grapheme"
        case .fixed(.codepoint): "codepoint"
        case .fixed(.codepointJoinedByZWJ): "codepoint-zwj"
        }
    }

    /// The choice a `--width-model` value names, or `nil`.
    init?(name: String) {
        switch name {
        case "auto": self = .auto
        case "grapheme": self = .fixed(.grapheme)
        case "codepoint": self = .fixed(.codepoint)
        case "codepoint-zwj": self = .fixed(.codepointJoinedByZWJ)
        default: return nil
        }
    }
}
