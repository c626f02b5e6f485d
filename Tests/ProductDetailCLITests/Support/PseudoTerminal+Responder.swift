import Dispatch
import Foundation
import Relay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PseudoTerminal {
    /// Plays the terminal's side of a query: reads what the program writes until `query`
    /// has arrived, then answers `answer` (nothing when `answer` is empty), on a thread of its
    /// own. Wait for it with the returned semaphore; it gives up after `timeout`.
    ///
    /// - Returns: A semaphore signalled once the answer is written (or the wait gave up), and
    ///   a box holding every byte the program wrote meanwhile.
    func answer(
        after query: [UInt8], with answer: [UInt8], timeout: Duration = .seconds(30)
    ) -> (done: DispatchSemaphore, written: Locked<[UInt8]>) {
        let done = DispatchSemaphore(value: 0)
        let written = Locked<[UInt8]>([])
        let controller = self.controller
        Thread.detachNewThread {
            let deadline = ContinuousClock.now + timeout
            var buffer = [UInt8](repeating: 0, count: 4096)
            while ContinuousClock.now < deadline {
                var ready = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, 100) > 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                let all = written.withLock { bytes in
                    bytes += buffer[..<count]
                    return bytes
                }
                if all.count >= query.count, all.firstRange(of: query) != nil {
                    if !answer.isEmpty {
                        _ = answer.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
                    }
                    break
                }
            }
            done.signal()
        }
        return (done, written)
    }
}
