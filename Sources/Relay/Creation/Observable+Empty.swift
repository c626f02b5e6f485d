extension Observable {
    /// A sequence that completes at once, with no elements.
    public static func empty() -> Observable<Element> {
        create { observer in
            observer.onCompleted()
            return Disposables.create()
        }
    }
}
