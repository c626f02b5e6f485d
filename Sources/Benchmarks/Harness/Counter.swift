/// A plain counter that handlers bump so the optimizer cannot drop them.
final class Counter: @unchecked Sendable {
    // @unchecked: bumped only from handlers that their relay calls one at a time.
    var value = 0
}
