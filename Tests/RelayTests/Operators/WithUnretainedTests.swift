import Relay
import Testing

@Suite struct WithUnretainedTests {
    @Test func pairsWithTheObjectAndCompletesWhenItIsGone() {
        final class Owner: Sendable {
            let name: String
            init(name: String) { self.name = name }
        }
        let relay = PublishRelay<Int>()
        let seen = Collected<String>()
        let completed = Collected<Bool>()
        var owner: Owner? = Owner(name: "page")
        let subscription = relay.withUnretained(owner!)
            .subscribe(onNext: { seen.append("\($0.name)\($1)") }, onCompleted: { completed.append(true) })
        relay.accept(1)
        owner = nil
        relay.accept(2)
        #expect(seen.all == ["page1"])
        #expect(completed.all == [true])
        subscription.dispose()
    }
}
