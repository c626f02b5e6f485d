/// Runs its action on the first `dispose()`; the action is released afterwards.
final class ActionDisposable: Disposable {
    private let action: Locked<(@Sendable () -> Void)?>

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = Locked(action)
    }

    func dispose() {
        let action = self.action.withLock { action in
            defer { action = nil }
            return action
        }
        action?()
    }
}
