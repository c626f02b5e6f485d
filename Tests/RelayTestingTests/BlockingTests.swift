import Relay
import RelayTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct BlockingTests {
    @Test func toArrayCollectsUntilCompletion() throws {
        let elements = try Observable.from([1, 2, 3])
            .observe(on: ConcurrentDispatchQueueScheduler())
            .toArray(timeout: .seconds(30))
        #expect(elements == [1, 2, 3])
    }

    @Test func firstReturnsTheFirstElementOrNil() throws {
        #expect(try Observable.from([4, 5]).first(timeout: .seconds(5)) == 4)
        #expect(try Observable<Int>.empty().first(timeout: .seconds(5)) == nil)
    }

    @Test func aSequenceThatNeverEndsTimesOutWithAClearError() {
        let error = #expect(throws: BlockingError.self) {
            try PublishRelay<Int>().asObservable().toArray(timeout: .milliseconds(50))
        }
        #expect(error == .timeout(after: .milliseconds(50), received: 0))
        #expect(error?.description.contains("timed out after") == true)
    }

    @Test func aHugeTimeoutDoesNotTrap() throws {
        #expect(try Observable.just(7).first(timeout: .seconds(Int64.max)) == 7)
        #expect(try Observable.of(1, 2).toArray(timeout: .seconds(Int64.max)) == [1, 2])
    }

    @Test func errorsAreRethrown() {
        struct Failure: Error, Equatable {}
        #expect(throws: Failure()) { try Observable<Int>.error(Failure()).toArray(timeout: .seconds(5)) }
    }
}
