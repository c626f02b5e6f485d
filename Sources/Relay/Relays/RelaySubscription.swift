import Synchronization

/// One subscriber of a relay. Checking `isDisposed` right before each call is what makes
/// `dispose()` stop deliveries: once it returns, no new call to the handler starts.
@usableFromInline
final class RelaySubscription<Element: Sendable>: Disposable {
    @usableFromInline
    let handler: @Sendable (Element) -> Void

    @usableFromInline
    let isDisposed = Atomic<Bool>(false)

    @usableFromInline
    weak let core: RelayCore<Element>?

    @inlinable
    init(core: RelayCore<Element>, handler: @escaping @Sendable (Element) -> Void) {
        self.core = core
        self.handler = handler
    }

    @inlinable
    func receive(_ element: Element) {
        if !isDisposed.load(ordering: .acquiring) {
            handler(element)
        }
    }

    @usableFromInline
    func dispose() {
        if isDisposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        core?.remove(self)
    }
}
