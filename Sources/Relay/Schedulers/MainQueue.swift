import Dispatch
import Foundation

/// Tells whether the caller runs on the main queue, the main actor's executor.
///
/// `Thread.isMainThread` is not enough: once `dispatchMain()` parks the main thread (as in a
/// command-line tool or a test runner on Linux), Dispatch drains the main queue on a worker
/// thread. A queue-specific key on the main queue tells the truth in both cases.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
