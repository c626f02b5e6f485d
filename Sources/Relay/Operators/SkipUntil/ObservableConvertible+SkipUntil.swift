extension ObservableConvertible {
    /// Drops the source's elements until `other` emits an element, then passes everything.
    ///
    /// An error of either sequence ends the result. As in RxSwift, if the source completes
    /// before `other` has emitted, the result ends without a completion event.
    ///
    /// ```swift
    /// scrollOffsets.skip(until: firstLayoutDone)
    /// ```
    public func skip<Other: ObservableConvertible>(until other: Other) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Observable(trustedSubscribe: { observer in
            SkipUntilSink<Element, Other.Element>(observer: observer).run(source: source, other: other)
        })
    }
}
