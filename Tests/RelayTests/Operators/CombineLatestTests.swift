import Relay
import RelayTesting
import Testing

@Suite struct CombineLatestTests {
    let scheduler = TestScheduler(initialClock: 0)

    /// Runs `make` over eight hot sources; source *i* emits *i + 1* at 210 + *i* and
    /// completes at 400.
    func eightSources(_ make: @escaping @Sendable ([TestableObservable<Int>]) -> Observable<Int>)
        -> [Recorded<Event<Int>>]
    {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<8).map { index in
            scheduler.createHotObservable([.next(210 + index, index + 1), .completed(400)])
        }
        return scheduler.start { make(sources) }.events
    }

    @Test func everyArityFromTwoToEightWaitsForAllThenCombines() {
        #expect(
            eightSources { s in .combineLatest(s[0], s[1]) { $0 + $1 } } == [.next(211, 3), .completed(400)])
        #expect(
            eightSources { s in .combineLatest(s[0], s[1], s[2]) { $0 + $1 + $2 } }
                == [.next(212, 6), .completed(400)])
        #expect(
            eightSources { s in .combineLatest(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 } }
                == [.next(213, 10), .completed(400)])
        #expect(
            eightSources { s in .combineLatest(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 } }
                == [.next(214, 15), .completed(400)])
        #expect(
            eightSources { s in
                .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 }
            } == [.next(215, 21), .completed(400)])
        #expect(
            eightSources { s in
                .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
            } == [.next(216, 28), .completed(400)])
        #expect(
            eightSources { s in
                .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                }
            } == [.next(217, 36), .completed(400)])
    }

    @Test func tuplesKeepEachSourcesType() {
        let numbers = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let letters = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(300)])
        let flags = scheduler.createHotObservable([.next(205, true), .completed(300)])
        let results = scheduler.start {
            Observable.combineLatest(numbers, letters, flags).map { "\($0)\($1)\($2 ? "!" : "")" }
        }
        #expect(results.events == [.next(220, "1a!"), .next(230, "2a!"), .next(240, "2b!"), .completed(400)])
    }

    @Test func aSourceThatCompletesWithoutEmittingCompletesTheResultAtOnce() {
        // Relay's documented rule; RxSwift would wait for every source to complete.
        let a = scheduler.createHotObservable([.next(210, 1), .next(260, 5), .completed(500)])
        let b = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let results = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        #expect(results.events == [.completed(250)])
        #expect(a.subscriptions == [Subscription(200, 250)])
        let array = TestScheduler(initialClock: 0)
        let c = array.createHotObservable([.next(210, 1), .completed(500)])
        let d = array.createHotObservable([Recorded<Event<Int>>.completed(250)])
        #expect(array.start { Observable.combineLatest([c, d]) }.events == [.completed(250)])
    }

    @Test func completesWhenEverySourceHasCompletedAfterEmitting() {
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(230, 2), .next(240, 3), .completed(250)])
        let results = scheduler.start { Observable.combineLatest([a, b]) }
        #expect(results.events == [.next(230, [1, 2]), .next(240, [1, 3]), .completed(250)])
    }

    @Test func failsAsSoonAsOneSourceFailsOrTheSelectorThrows() {
        let a = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let b = scheduler.createHotObservable([.next(220, 2), .next(240, 3)])
        #expect(
            scheduler.start { Observable.combineLatest([a, b]) }.events == [
                .next(220, [1, 2]), .error(230, TestError()),
            ])
        let other = TestScheduler(initialClock: 0)
        let c = other.createHotObservable([.next(210, 1), .next(230, 3)])
        let d = other.createHotObservable([.next(220, 2)])
        let results = other.start {
            Observable.combineLatest(c, d) { left, right -> Int in
                if left == 3 { throw TestError("selector") }
                return left + right
            }
        }
        #expect(results.events == [.next(220, 3), .error(230, TestError("selector"))])
    }

    @Test func anEmptyArrayCompletesAtOnce() {
        #expect(
            scheduler.start { Observable<Int>.combineLatest([Observable<Int>]()) }.events == [.completed(200)]
        )
    }

    @Test func relaysCombineSynchronously() {
        let price = BehaviorRelay(value: 100)
        let stock = BehaviorRelay(value: 3)
        let seen = Collected<String>()
        let subscription = Observable.combineLatest(price, stock) { "\($0)×\($1)" }.subscribe(onNext: {
            seen.append($0)
        })
        price.accept(90)
        stock.accept(2)
        #expect(seen.all == ["100×3", "90×3", "90×2"])
        subscription.dispose()
    }

    @Test func ofTwoWaitsForBothThenEmitsOnEither() {
        let scheduler = TestScheduler()
        let numbers = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let letters = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(300)])
        let results = scheduler.start { Observable.combineLatest(numbers, letters) { "\($0)\($1)" } }
        #expect(results.events == [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(400)])
    }

    @Test func ofThreeWithASelectorAndOfTwoAsTuples() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1)])
        let b = scheduler.createHotObservable([.next(220, 2)])
        let c = scheduler.createHotObservable([.next(230, 3), .next(240, 4)])
        let results = scheduler.start { Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }
        #expect(results.events == [.next(230, 6), .next(240, 7)])
        let pairs = TestScheduler().start {
            Observable<(Int, String)>.combineLatest(Observable.just(1), Observable.just("x")).map {
                "\($0.0)\($0.1)"
            }
        }
        #expect(pairs.elements == ["1x"])
    }

    @Test func anArrayCompletesEarlyWhenASourceNeverEmitted() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(260, 5)])
        let b = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let results = scheduler.start { Observable.combineLatest([a, b]) }
        #expect(results.events == [.completed(250)])
        let empty = TestScheduler().start { Observable<Int>.combineLatest([Observable<Int>]()) }
        #expect(empty.events == [.completed(200)])
    }

    @Test func anArrayFailsWhenAnySourceFails() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let b = scheduler.createHotObservable([.next(220, 2), .next(240, 3)])
        let results = scheduler.start { Observable.combineLatest([a, b]) }
        #expect(results.events == [.next(220, [1, 2]), .error(230, TestError())])
    }
}
