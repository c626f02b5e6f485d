import Relay
import RelayTesting
import Testing

@Suite struct BufferTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func closesByCountOrByTimeWhicheverComesFirst() {
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(280, 5), .next(350, 6),
            .next(420, 7), .next(450, 8), .completed(600),
        ])
        let results = scheduler.start {
            source.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
        }
        #expect(
            results.events == [
                .next(230, [2, 3, 4]), .next(300, [5]), .next(370, [6]), .next(440, [7]), .next(510, [8]),
                .next(580, []), .next(600, []), .completed(600),
            ])
    }

    @Test func aCountOfZeroClosesByTimeOnly() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(260),
        ])
        let results = scheduler.start {
            source.buffer(timeSpan: .seconds(50), count: 0, scheduler: scheduler)
        }
        #expect(results.events == [.next(250, [1, 2, 3]), .next(260, []), .completed(260)])
    }

    @Test func anErrorDropsTheOpenBuffer() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let results = scheduler.start {
            source.buffer(timeSpan: .seconds(50), count: 5, scheduler: scheduler)
        }
        #expect(results.events == [.error(220, TestError())])
    }
}
