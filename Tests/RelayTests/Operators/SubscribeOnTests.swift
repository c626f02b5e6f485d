import Dispatch
import Relay
import RelayTesting
import Testing

@Suite(.timeLimit(.minutes(5))) struct SubscribeOnTests {
    @Test func subscribesOnTheScheduler() throws {
        let queue = DispatchQueue(label: "subscribe-on-test")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let onQueue = try Observable.deferred { Observable.just(DispatchQueue.getSpecific(key: key) == true) }
            .subscribe(on: SerialDispatchQueueScheduler(queue: queue))
            .first(timeout: .seconds(10))
        #expect(onQueue == true)
    }
}
