extension Observable {
    /// An observable of the elements of an `AsyncSequence`: each subscription iterates it in
    /// a new task, emitting its elements, then completion or the error it throws. Disposing
    /// the subscription cancels the task.
    ///
    /// ```swift
    /// let changes = Observable(fileWatcher.changes)  // an AsyncStream
    /// ```
    public init<Source: AsyncSequence & Sendable>(_ sequence: Source) where Source.Element == Element {
        self = Observable.create { observer in
            let task = Task {
                do {
                    for try await element in sequence {
                        if Task.isCancelled { return }
                        observer.onNext(element)
                    }
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
