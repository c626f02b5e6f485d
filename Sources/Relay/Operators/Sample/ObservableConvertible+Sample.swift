extension ObservableConvertible {
    /// On each element (or the completion) of `sampler`, emits the source's latest element
    /// if a new one arrived since the last tick, else `defaultValue` if given.
    ///
    /// After the source completes, the next tick emits what is held and completes. An error
    /// of either sequence ends the result.
    ///
    /// ```swift
    /// scrollOffset.sample(frameTicks)  // at most one offset per frame
    /// ```
    public func sample<Sampler: ObservableConvertible>(
        _ sampler: Sampler, defaultValue: Element? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return Observable(trustedSubscribe: { observer in
            SampleSink<Element, Sampler.Element>(observer: observer, defaultValue: defaultValue)
                .run(source: source, sampler: sampler)
        })
    }
}
