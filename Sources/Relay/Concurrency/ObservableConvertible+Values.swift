extension ObservableConvertible {
    /// The sequence as an `AsyncThrowingStream`: its elements, then the end of the stream at
    /// completion, or the error thrown.
    ///
    /// The subscription starts when the stream is made and ends when the sequence ends, when
    /// the stream is dropped, or when the iterating task is cancelled (which disposes it).
    /// Elements that arrive faster than they are consumed are buffered.
    ///
    /// ```swift
    /// for try await update in viewModel.updates.values {
    ///     render(update.page)
    /// }
    /// ```
    public var values: AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream { continuation in
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() }
            )
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }
}
