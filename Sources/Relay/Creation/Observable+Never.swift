extension Observable {
    /// A sequence that never emits anything and never terminates.
    public static func never() -> Observable<Element> {
        Observable(trustedSubscribe: { _ in Disposables.create() })
    }
}
