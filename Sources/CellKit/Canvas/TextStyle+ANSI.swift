extension TextStyle {
    /// Resets every attribute.
    static let ansiReset = "\u{1B}[0m"

    /// The escape that switches from `previous` to this style.
    func ansiTransition(from previous: TextStyle) -> String {
        var codes = ["0"]
        if isBold { codes.append("1") }
        if isDim { codes.append("2") }
        if isReverse { codes.append("7") }
        if let foreground { codes.append(String(foreground.rawValue)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
