import Relay
import RelayTesting
import Testing

@Suite struct MaybeAndCompletableTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func maybeSucceedsCompletesEmptyOrFails() {
        let log = Collected<String>()
        let bag = DisposeBag()
        Maybe.just(1).subscribe(
            onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("empty") }
        )
        .disposed(by: bag)
        Maybe<Int>.empty().subscribe(
            onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("empty") }
        )
        .disposed(by: bag)
        Maybe<Int>.create { maybe in
            maybe(.error(TestError("x")))
            return Disposables.create()
        }
        .subscribe(onError: { log.append("error \($0)") }).disposed(by: bag)
        #expect(log.all == ["success 1", "empty", "error x"])
    }

    @Test func asMaybeAllowsAtMostOneElement() {
        #expect(TestScheduler().start { Observable.of(1).asMaybe().asObservable() }.elements == [1])
        #expect(
            TestScheduler().start { Observable<Int>.empty().asMaybe().asObservable() }.events == [
                .completed(200)
            ])
        #expect(
            TestScheduler().start { Observable.of(1, 2).asMaybe().asObservable() }.events
                == [.error(200, RelayError.moreThanOneElement)])
    }

    @Test func completableCompletesOrFailsAndChains() {
        let log = Collected<String>()
        let bag = DisposeBag()
        Completable.empty().andThen(Observable.of(1, 2)).subscribe(onNext: { log.append("then \($0)") })
            .disposed(by: bag)
        Completable.error(TestError("x")).andThen(Observable.of(1)).subscribe(
            onNext: { log.append("then \($0)") }, onError: { log.append("error \($0)") }
        ).disposed(by: bag)
        Completable.create { completable in
            completable(.completed)
            return Disposables.create()
        }
        .andThen(Completable.empty())
        .subscribe(onCompleted: { log.append("done") }).disposed(by: bag)
        #expect(log.all == ["then 1", "then 2", "error x", "done"])
    }
}
