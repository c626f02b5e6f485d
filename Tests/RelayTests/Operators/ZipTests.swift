import Relay
import RelayTesting
import Testing

@Suite struct ZipTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func pairsElementsByPosition() {
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let b = scheduler.createHotObservable([.next(240, "a"), .next(250, "b"), .completed(260)])
        let results = scheduler.start { Observable.zip(a, b) { "\($0)\($1)" } }
        #expect(results.events == [.next(240, "1a"), .next(250, "2b"), .completed(300)])
    }

    @Test func completesWhenAnElementCanNeverBePaired() {
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(500)])
        let results = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        #expect(results.events == [.next(230, 11), .completed(240)])
    }

    @Test func everyArityFromTwoToEight() {
        func run(_ make: @escaping @Sendable ([TestableObservable<Int>]) -> Observable<Int>) -> [Int] {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = (0..<8).map { index in
                scheduler.createHotObservable([
                    .next(210 + index, index + 1), .next(300 + index, 10 * (index + 1)),
                ])
            }
            return scheduler.start { make(sources) }.elements
        }
        #expect(run { s in .zip(s[0], s[1]) { $0 + $1 } } == [3, 30])
        #expect(run { s in .zip(s[0], s[1], s[2]) { $0 + $1 + $2 } } == [6, 60])
        #expect(run { s in .zip(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 } } == [10, 100])
        #expect(run { s in .zip(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 } } == [15, 150])
        #expect(
            run { s in .zip(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 } } == [
                21, 210,
            ])
        #expect(
            run { s in .zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 } }
                == [28, 280])
        #expect(
            run { s in
                .zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            } == [36, 360])
        #expect(run { s in Observable.zip(s).map { $0.reduce(0, +) } } == [36, 360])
    }

    @Test func tuplesAndErrors() {
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let b = scheduler.createHotObservable([.next(220, "x"), .error(240, TestError())])
        let results = scheduler.start { Observable.zip(a, b).map { "\($0)\($1)" } }
        #expect(results.events == [.next(220, "1x"), .error(240, TestError())])
    }
}
