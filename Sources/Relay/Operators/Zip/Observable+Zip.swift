extension Observable {
    /// Emits arrays pairing the *n*-th elements of all sources: the first of each, then the
    /// second of each, and so on.
    ///
    /// Completes when all sources have completed, or when an element arrives that can never
    /// be paired because all other sources have completed; fails as soon as one fails. An
    /// empty array of sources completes at once.
    ///
    /// ```swift
    /// Observable.zip([requestA, requestB])  // both answers together
    /// ```
    ///
    /// - Complexity: Memory grows with the elements waiting for partners.
    public static func zip<Source: ObservableConvertible>(
        _ sources: [Source]
    ) -> Observable<[Element]> where Source.Element == Element {
        if sources.isEmpty { return .empty() }
        let sources = sources.map { $0.asObservable() }
        return Observable<[Element]>(trustedSubscribe: { observer in
            let queues = sources.map { _ in ZipQueue<Element>() }
            let sink = ZipSink<[Element]>(observer: observer, queues: queues) {
                var values: [Element] = []
                values.reserveCapacity(queues.count)
                for queue in queues {
                    guard let value = queue.popFirst() else { return nil }
                    values.append(value)
                }
                return values
            }
            for (source, queue) in Swift.zip(sources, queues) { sink.subscribe(source, queue: queue) }
            return sink
        })
    }
}
