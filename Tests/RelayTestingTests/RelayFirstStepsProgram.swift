// Relay.docc/GettingStarted.md, "Hold state in a relay and derive from it": a program (the
// main.swift of an executable), word for word, compiled here as the body of a function
// (ProductDetailTests' ArticleExampleTests checks the text). The test below checks what the
// article says it prints.

// example: relay-first-steps
import Relay
// end example
import Testing

@MainActor
func relayFirstSteps() {
    // example: relay-first-steps
    let bag = DisposeBag()
    let quantity = BehaviorRelay(value: 1)

    quantity
        .filter { $0 > 0 }
        .map { "\($0) in the cart" }
        .subscribe(onNext: { print($0) })
        .disposed(by: bag)
    // Prints "1 in the cart": a behavior relay replays its value to a new subscriber.

    quantity.accept(3)  // Prints "3 in the cart".
    quantity.accept(0)  // Prints nothing: the filter drops it.
    print(quantity.value)  // Prints "0".
    // end example
}

@Suite struct RelayFirstStepsProgramTests {
    @Test func theProgramPrintsWhatTheArticleSays() {
        let printed = Log()
        let bag = DisposeBag()
        let quantity = BehaviorRelay(value: 1)

        quantity
            .filter { $0 > 0 }
            .map { "\($0) in the cart" }
            .subscribe(onNext: { printed.append($0) })
            .disposed(by: bag)
        #expect(printed.all == ["1 in the cart"])

        quantity.accept(3)
        #expect(printed.all == ["1 in the cart", "3 in the cart"])
        quantity.accept(0)
        #expect(printed.all == ["1 in the cart", "3 in the cart"])
        #expect(quantity.value == 0)
    }
}
