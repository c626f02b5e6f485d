extension ObservableConvertible {
    /// Subscribes `onNext` to run on the main actor with each element: what
    /// `Driver.drive(onNext:)` and `Signal.emit(onNext:)` share.
    ///
    /// The sequence must deliver on the main queue; delivering elsewhere is a programmer
    /// error and stops with a message naming `kind`.
    ///
    /// - Parameters:
    ///   - kind: The name of the sequence's type (`Driver`, `Signal`), for the message.
    ///   - onNext: Called on the main actor with each element.
    func subscribeOnMainActor(
        _ kind: String,
        onNext: @escaping @MainActor @Sendable (Element) -> Void
    ) -> any Disposable {
        asObservable().subscribe(onNext: { element in
            precondition(
                MainQueue.isCurrent,
                "\(kind) delivered off the main queue: its scheduler must run on the main actor "
                    + "(MainScheduler, or a TestScheduler advanced from a @MainActor test)"
            )
            MainActor.assumeIsolated { onNext(element) }
        })
    }
}
