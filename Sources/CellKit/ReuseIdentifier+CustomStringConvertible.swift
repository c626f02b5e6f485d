extension ReuseIdentifier: CustomStringConvertible {
    /// The identifier's text.
    public var description: String { rawValue }
}
