extension Observable {
    /// Emits an array of the latest element of every source whenever one emits, once each
    /// has emitted at least once.
    ///
    /// Completes when all sources have completed, or at once when one completes without ever
    /// emitting, since no combination can follow (RxSwift waits for the others); fails as
    /// soon as one fails. An empty array of sources completes at once.
    ///
    /// ```swift
    /// Observable.combineLatest([price, stock, rating])
    /// ```
    ///
    /// - Complexity: O(*n*) per event for *n* sources (the array is rebuilt).
    public static func combineLatest<Source: ObservableConvertible>(
        _ sources: [Source]
    ) -> Observable<[Element]> where Source.Element == Element {
        if sources.isEmpty { return .empty() }
        let sources = sources.map { $0.asObservable() }
        return Observable<[Element]>(trustedSubscribe: { observer in
            let slots = sources.map { _ in SerialBox<Element?>(nil) }
            let sink = CombineLatestSink<[Element]>(observer: observer, count: sources.count) {
                var values: [Element] = []
                values.reserveCapacity(slots.count)
                for slot in slots {
                    guard let value = slot.value else { return nil }
                    values.append(value)
                }
                return values
            }
            for (source, slot) in Swift.zip(sources, slots) { sink.subscribe(source, slot: slot) }
            return sink
        })
    }
}
