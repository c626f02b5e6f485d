extension IndexPath: CustomStringConvertible {
    /// `section.item`, for example `0.42`.
    public var description: String { "\(section).\(item)" }
}
