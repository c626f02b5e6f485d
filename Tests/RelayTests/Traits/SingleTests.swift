import Relay
import RelayTesting
import Testing

@Suite struct SingleTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func createReportsOnceAndIgnoresTheRest() {
        let single = Single<Int>.create { single in
            single(.success(1))
            single(.success(2))
            single(.failure(TestError()))
            return Disposables.create()
        }
        #expect(scheduler.start { single.asObservable() }.events == [.next(200, 1), .completed(200)])
    }

    @Test func asSingleNeedsExactlyOneElement() {
        let one = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        #expect(scheduler.start { one.asSingle().asObservable() }.events == [.next(220, 1), .completed(220)])
        #expect(
            TestScheduler().start { Observable<Int>.empty().asSingle().asObservable() }.events
                == [.error(200, RelayError.noElements)])
        #expect(
            TestScheduler().start { Observable.of(1, 2).asSingle().asObservable() }.events
                == [.error(200, RelayError.moreThanOneElement)])
    }

    @Test func subscribeOnSuccessAndOnFailure() {
        let log = Collected<String>()
        let bag = DisposeBag()
        Single.just(3).map { $0 * 2 }.subscribe(onSuccess: { log.append("success \($0)") }).disposed(by: bag)
        Single<Int>.error(TestError("x")).subscribe(onFailure: { log.append("failure \($0)") }).disposed(
            by: bag)
        Single.just(1).flatMap { Single.just($0 + 1) }.subscribe(onSuccess: { log.append("chained \($0)") })
            .disposed(by: bag)
        Single<Int>.error(TestError()).catchAndReturn(9).subscribe(onSuccess: {
            log.append("recovered \($0)")
        })
        .disposed(by: bag)
        #expect(log.all == ["success 6", "failure x", "chained 2", "recovered 9"])
    }
}
