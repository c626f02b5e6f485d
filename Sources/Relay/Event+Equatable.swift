extension Event: Equatable where Element: Equatable {
    /// Events are equal when they are the same case with equal elements; errors compare by
    /// their dynamic type and their description, since `Error` itself is not `Equatable`.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)):
            return left == right
        case (.error(let left), .error(let right)):
            return type(of: left) == type(of: right)
                && String(reflecting: left) == String(reflecting: right)
        case (.completed, .completed):
            return true
        default:
            return false
        }
    }
}
