extension ObservableConvertible {
    /// Shares one subscription to the source among all subscribers and replays the last
    /// `replay` elements to each new one.
    ///
    /// The source is subscribed when the first subscriber arrives and disposed when the
    /// last one leaves; the replay buffer is cleared then, and after a terminal event (the
    /// next subscriber starts afresh).
    ///
    /// ```swift
    /// let page = composer.pages.share(replay: 1)  // one composition, many renderers
    /// ```
    ///
    /// - Precondition: `replay >= 0`.
    public func share(replay: Int = 0) -> Observable<Element> {
        precondition(replay >= 0, "share(replay:) needs a buffer size of zero or more, got \(replay)")
        let shared = ShareReplay(source: asObservable(), bufferSize: replay)
        return Observable(trustedSubscribe: { observer in shared.subscribe(observer) })
    }
}
