extension Observable {
    /// A sequence that fails at once with `error`.
    public static func error(_ error: any Error) -> Observable<Element> {
        create { observer in
            observer.onError(error)
            return Disposables.create()
        }
    }
}
