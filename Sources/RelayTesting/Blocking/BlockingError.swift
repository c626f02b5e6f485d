/// Why a blocking helper gave up.
public enum BlockingError: Error, CustomStringConvertible, Equatable {
    /// The sequence did not finish within the timeout.
    case timeout(after: Duration, received: Int)

    /// A sentence naming the timeout and what had arrived.
    public var description: String {
        switch self {
        case .timeout(let after, let received):
            return "timed out after \(after) with \(received) element(s) received; the sequence never "
                + "completed (is it waiting on a queue this thread is blocking, such as the main queue?)"
        }
    }
}
