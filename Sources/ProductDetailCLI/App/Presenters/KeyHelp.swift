import CellKit
import ProductDetail

/// The key help on the last line of the `--interactive` screen, as much of it as the width
/// allows: the longest of a few ever shorter forms that fits, `q quit` kept in every one.
///
/// ```swift
/// KeyHelp.text(for: .normal, columns: 80, widthModel: .grapheme)
/// // "normal · ↑↓ section  ←→ scroll  ⏎ open  ⌫ back  p user  r reload  q quit"
/// KeyHelp.text(for: .normal, columns: 40, widthModel: .grapheme)
/// // "⏎ open  ⌫ back  p user  r reload  q quit"
/// KeyHelp.text(for: .normal, columns: 20, widthModel: .grapheme)
/// // "↑↓←→ ⏎ ⌫ p r q quit"
/// ```
enum KeyHelp {
    /// The forms, longest first.
    static func forms(for userType: UserType) -> [String] {
        let user = userType == .premium ? "premium" : "normal"
        return [
            "\(user) · ↑↓ section  ←→ scroll  ⏎ open  ⌫ back  p user  r reload  q quit",
            "↑↓ section  ←→ scroll  ⏎ open  ⌫ back  p user  r reload  q quit",
            "↑↓←→ move  ⏎ open  ⌫ back  p user  r reload  q quit",
            "⏎ open  ⌫ back  p user  r reload  q quit",
            "↑↓←→ ⏎ ⌫ p r q quit",
            "q quit",
        ]
    }

    /// The longest form that fits in `columns` measured in `widthModel`; the shortest (cut
    /// to the width when drawn) when none does.
    static func text(for userType: UserType, columns: Int, widthModel: WidthModel) -> String {
        let forms = forms(for: userType)
        return forms.first { DisplayWidth.of($0, model: widthModel) <= columns } ?? forms[forms.count - 1]
    }
}
