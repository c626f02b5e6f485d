/// A sequence for one-off UI events (RxCocoa's `Signal`), such as "open this product": it
/// never fails, delivers on its UI scheduler (the main actor by default) and shares one
/// subscription, but, unlike a `Driver`, replays nothing to a new subscriber, so an event
/// is handled once, by whoever listens when it happens.
///
/// ```swift
/// let openProduct: Signal<String> = selectedID.asSignal(onErrorJustReturn: "", scheduler: uiScheduler)
/// openProduct.emit(onNext: { id in router.open(id) }).disposed(by: bag)
/// ```
public struct Signal<Element: Sendable>: ObservableConvertible {
    let source: Observable<Element>

    /// The scheduler this signal delivers on.
    public let scheduler: any Scheduler

    /// Wraps a sequence that already never fails and already delivers on `scheduler`; adds
    /// the sharing (without replay).
    init(infallible: Observable<Element>, scheduler: any Scheduler) {
        self.source = infallible.share(replay: 0)
        self.scheduler = scheduler
    }

    /// A signal of one element (it then completes).
    public static func just(_ element: Element, scheduler: any Scheduler = MainScheduler.instance) -> Signal {
        Signal(infallible: Observable.just(element).observe(on: scheduler), scheduler: scheduler)
    }

    /// A signal with no elements.
    public static func empty(scheduler: any Scheduler = MainScheduler.instance) -> Signal {
        Signal(infallible: .empty(), scheduler: scheduler)
    }

    /// The signal as a plain observable (still infallible, on the UI scheduler).
    public func asObservable() -> Observable<Element> {
        source
    }
}
