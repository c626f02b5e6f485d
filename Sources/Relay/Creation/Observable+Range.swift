extension Observable where Element: FixedWidthInteger {
    /// `count` consecutive integers from `start`, then completion; none when `count` ≤ 0.
    /// Stops at `Element.max` rather than overflow.
    ///
    /// ```swift
    /// Observable.range(start: 1, count: 3)  // 1, 2, 3
    /// ```
    public static func range(start: Element, count: Element) -> Observable<Element> {
        create { observer in
            let cancel = BooleanDisposable()
            var value = start
            var remaining = count
            while remaining > 0 && !cancel.isDisposed {
                observer.onNext(value)
                remaining -= 1
                guard remaining > 0 else { break }
                let (next, overflow) = value.addingReportingOverflow(1)
                if overflow { break }
                value = next
            }
            observer.onCompleted()
            return cancel
        }
    }
}
