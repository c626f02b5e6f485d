extension ObservableConvertible {
    /// The sequence as a `Maybe`: its element (if any), emitted when it completes; fails
    /// with `RelayError.moreThanOneElement` at a second element.
    public func asMaybe() -> Maybe<Element> {
        Maybe(trusted: onlyElement(failingWhenEmptyWith: nil))
    }
}
