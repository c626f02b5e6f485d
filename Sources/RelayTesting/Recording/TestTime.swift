/// A tick of a `TestScheduler`'s virtual clock (RxTest's `TestTime`).
public typealias TestTime = Int
