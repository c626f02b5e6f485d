import Synchronization

/// The element-independent half of a relay subscription: its disposed flag and the way
/// back to the relay. `dispose()` lives here so that calling it through `any Disposable`
/// runs code that is not generic.
@usableFromInline
class RelaySubscriptionBase: Disposable, @unchecked Sendable {
    // @unchecked: every stored property is a `let`; `isDisposed` is atomic and the weak
    // reference is only read.
    @usableFromInline
    let isDisposed = Atomic<Bool>(false)

    @usableFromInline
    weak let core: RelayCoreBase?

    @inlinable
    init(core: RelayCoreBase) {
        self.core = core
    }

    /// Once this returns, no new call to the handler starts: deliveries check the flag
    /// right before calling.
    @usableFromInline
    final func dispose() {
        if isDisposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        core?.remove(self)
    }
}

/// One subscriber of a relay: its handler, called only while not disposed.
@usableFromInline
final class RelaySubscription<Element: Sendable>: RelaySubscriptionBase, @unchecked Sendable {
    // @unchecked: adds only an immutable `@Sendable` handler to its base.
    @usableFromInline
    let handler: @Sendable (Element) -> Void

    @inlinable
    init(core: RelayCoreBase, handler: @escaping @Sendable (Element) -> Void) {
        self.handler = handler
        super.init(core: core)
    }

    @inlinable
    func receive(_ element: Element) {
        if !isDisposed.load(ordering: .acquiring) {
            handler(element)
        }
    }
}
