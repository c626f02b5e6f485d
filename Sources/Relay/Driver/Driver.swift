/// A sequence made for UI bindings: it never fails, delivers on its UI scheduler (the main
/// actor by default), and shares one subscription that replays the latest element.
///
/// Make one with `asDriver(onErrorJustReturn:)` or `asDriver(onErrorDriveWith:)` and
/// consume it with `drive`. The UI scheduler is a parameter, not a global switch: a view
/// model takes a scheduler in its initializer and passes it on, so a test hands it a
/// `TestScheduler` and runs its drivers on virtual time.
///
/// ```swift
/// let titles = repository.products(relatedTo: id)
///     .map { $0.map(\.name) }
///     .asDriver(onErrorJustReturn: [], scheduler: uiScheduler)
/// titles.drive(onNext: { label.lines = $0 }).disposed(by: bag)
/// ```
public struct Driver<Element: Sendable>: ObservableConvertible {
    let source: Observable<Element>

    /// The scheduler this driver delivers on.
    public let scheduler: any Scheduler

    /// Wraps a sequence that already never fails and already delivers on `scheduler`;
    /// adds the sharing.
    init(infallible: Observable<Element>, scheduler: any Scheduler) {
        self.source = infallible.share(replay: 1)
        self.scheduler = scheduler
    }

    /// A driver of one element (it then completes, as drivers may).
    public static func just(_ element: Element, scheduler: any Scheduler = MainScheduler.instance) -> Driver {
        Driver(infallible: Observable.just(element).observe(on: scheduler), scheduler: scheduler)
    }

    /// A driver with no elements.
    public static func empty(scheduler: any Scheduler = MainScheduler.instance) -> Driver {
        Driver(infallible: .empty(), scheduler: scheduler)
    }

    /// The driver as a plain observable (still infallible and on the UI scheduler).
    public func asObservable() -> Observable<Element> {
        source
    }
}
