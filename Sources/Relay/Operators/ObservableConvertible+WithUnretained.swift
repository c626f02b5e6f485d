extension ObservableConvertible {
    /// Pairs each element with `object`, held weakly; once `object` is gone, the sequence
    /// completes instead of emitting.
    ///
    /// ```swift
    /// taps.withUnretained(self).subscribe(onNext: { owner, tap in owner.open(tap) })
    /// ```
    public func withUnretained<Object: AnyObject & Sendable, Result: Sendable>(
        _ object: Object,
        resultSelector: @escaping @Sendable (Object, Element) -> Result
    ) -> Observable<Result> {
        map { [weak object] element -> Result in
            guard let object else { throw ObjectReleased() }
            return resultSelector(object, element)
        }
        .catch { error in
            if error is ObjectReleased { return .empty() }
            return .error(error)
        }
    }

    /// Pairs each element with `object`, held weakly; completes once `object` is gone.
    public func withUnretained<Object: AnyObject & Sendable>(_ object: Object) -> Observable<
        (Object, Element)
    > {
        withUnretained(object) { ($0, $1) }
    }
}

/// Raised inside `withUnretained` when its object is gone; turned into completion.
private struct ObjectReleased: Error {}
