extension Event: CustomStringConvertible {
    /// A short description such as `next(3)`, `error(timeout)` or `completed`.
    public var description: String {
        switch self {
        case .next(let element):
            return "next(\(element))"
        case .error(let error):
            return "error(\(error))"
        case .completed:
            return "completed"
        }
    }
}
