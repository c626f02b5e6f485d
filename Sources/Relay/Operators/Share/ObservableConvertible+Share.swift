extension ObservableConvertible {
    /// Shares one subscription to the source among all subscribers and replays the last
    /// `replay` elements to each new one.
    ///
    /// The source is subscribed when the first subscriber arrives and disposed when the
    /// last one leaves; the replay buffer is cleared then, and after a terminal event (the
    /// next subscriber starts afresh). A `replay` of zero or less replays nothing.
    ///
    /// ```swift
    /// let updates = composer.updates.share(replay: 1)  // one composition, many renderers
    /// ```
    ///
    /// - Complexity: Subscribing and disposing are O(1) amortized (plus the replay).
    public func share(replay: Int = 0) -> Observable<Element> {
        let shared = ShareReplay(source: asObservable(), bufferSize: replay)
        return Observable(trustedSubscribe: { observer in shared.subscribe(observer) })
    }
}
