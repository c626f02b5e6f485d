/// A group of disposables disposed together.
///
/// ```swift
/// let group = CompositeDisposable()
/// let key = group.insert(subscription)
/// group.remove(for: key)  // disposes just that one
/// group.dispose()         // disposes the rest, and anything inserted later
/// ```
public final class CompositeDisposable: Disposable {
    /// Identifies one inserted disposable, for `remove(for:)`.
    public struct Key: Hashable, Sendable {
        fileprivate let rawValue: Int
    }

    private struct State {
        var members: [Int: any Disposable] = [:]
        var nextKey = 0
        var isDisposed = false
    }

    private let state = Locked(State())

    /// Creates a group holding `disposables`.
    public init(_ disposables: [any Disposable] = []) {
        state.withLock { state in
            for disposable in disposables {
                state.members[state.nextKey] = disposable
                state.nextKey += 1
            }
        }
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// How many disposables the group holds.
    public var count: Int {
        state.withLock { $0.members.count }
    }

    /// Adds `disposable` to the group.
    ///
    /// - Returns: A key for `remove(for:)`, or `nil` when the group is already disposed, in
    ///   which case `disposable` has been disposed at once.
    @discardableResult
    public func insert(_ disposable: any Disposable) -> Key? {
        let key = state.withLock { state -> Key? in
            if state.isDisposed { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.members[key] = disposable
            return Key(rawValue: key)
        }
        if key == nil { disposable.dispose() }
        return key
    }

    /// Removes the disposable inserted under `key` and disposes it.
    public func remove(for key: Key) {
        let removed = state.withLock { $0.members.removeValue(forKey: key.rawValue) }
        removed?.dispose()
    }

    /// Disposes every member, and every disposable inserted from now on.
    public func dispose() {
        let members = state.withLock { state -> [Int: any Disposable] in
            if state.isDisposed { return [:] }
            state.isDisposed = true
            defer { state.members = [:] }
            return state.members
        }
        for key in members.keys.sorted() {
            members[key]?.dispose()
        }
    }
}
