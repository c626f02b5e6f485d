// README.md, "30-second example", word for word (ReadmeExampleTests checks it).

// example: thirty-seconds
import Relay
import Testing

@MainActor
final class PriceLabel {
    var text = ""
}

@MainActor
@Test func theLabelFollowsThePrice() {
    let bag = DisposeBag()
    let price = BehaviorRelay(value: 12_800)  // replays its current value
    let label = PriceLabel()
    price
        .map { "¥\($0)" }
        .distinctUntilChanged()
        .asDriver(onErrorJustReturn: "—")  // never fails, delivers on the main actor
        .drive(onNext: { label.text = $0 })
        .disposed(by: bag)
    #expect(label.text == "¥12800")

    price.accept(9_800)  // on the main actor, the driver delivers at once
    #expect(label.text == "¥9800")
}
// end example
