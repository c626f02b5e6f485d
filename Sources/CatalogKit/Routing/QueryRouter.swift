import Relay

/// Knows which live query read what, so that a catalog change re-runs only the queries whose
/// dependencies it touches: a change to a product no page shows costs a few dictionary
/// lookups, however many pages are live.
///
/// Registering, re-indexing and removing a query cost O(*d*) in its dependencies, so tearing
/// down *P* pages is O(*P*). The router only keeps the index; the queries run on the
/// repository's serial scheduler.
final class QueryRouter: Sendable {
    /// A live query: `refresh` runs it against a catalog, emits its answer if that changed,
    /// and returns what it read (`nil` once it has failed and ended); `fail` ends it.
    struct Registration: Sendable {
        let refresh: @Sendable (Catalog) -> QueryDependencies?
        let fail: @Sendable (CatalogError) -> Void
    }

    private struct State {
        var nextID = 0
        /// Made but not registered yet; removed again if disposed before registration.
        var pending: Set<Int> = []
        var registrations: [Int: Registration] = [:]
        var dependencies: [Int: QueryDependencies] = [:]
        var byProduct: [String: Set<Int>] = [:]
        var byNotesOf: [String: Set<Int>] = [:]
        var byGroup: [ProductGroup: Set<Int>] = [:]
    }

    // Guards every index; nothing is called out while it is held.
    private let state = Locked(State())

    /// The number of registered queries.
    var count: Int { state.withLock { $0.registrations.count } }

    /// A new query identity, pending until `register` or `remove`.
    func makeID() -> Int {
        state.withLock { state in
            defer { state.nextID += 1 }
            state.pending.insert(state.nextID)
            return state.nextID
        }
    }

    /// Registers a pending query; `false` if it was disposed meanwhile.
    func register(_ id: Int, _ registration: Registration) -> Bool {
        state.withLock { state in
            guard state.pending.remove(id) != nil else { return false }
            state.registrations[id] = registration
            return true
        }
    }

    /// Forgets a query, pending or registered, and its dependencies.
    ///
    /// - Complexity: O(*d*) in its dependencies.
    func remove(_ id: Int) {
        state.withLock { state in
            if state.pending.remove(id) != nil { return }
            state.registrations[id] = nil
            Self.unindex(id, in: &state)
        }
    }

    /// Replaces what a registered query depends on.
    func setDependencies(_ dependencies: QueryDependencies, of id: Int) {
        state.withLock { state in
            guard state.registrations[id] != nil else { return }
            if state.dependencies[id] == dependencies { return }
            Self.unindex(id, in: &state)
            state.dependencies[id] = dependencies
            for product in dependencies.products { state.byProduct[product, default: []].insert(id) }
            for product in dependencies.notesOf { state.byNotesOf[product, default: []].insert(id) }
            for group in dependencies.groups { state.byGroup[group, default: []].insert(id) }
        }
    }

    /// The queries `delta` may have changed the answer of, in registration order.
    ///
    /// - Complexity: O(*c* + *a* log *a*) for *c* changed ids and *a* affected queries.
    func affected(by delta: CatalogDelta) -> [(id: Int, registration: Registration)] {
        state.withLock { state in
            if delta.isEverything {
                return state.registrations.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            }
            var ids: Set<Int> = []
            for product in delta.products { ids.formUnion(state.byProduct[product] ?? []) }
            for product in delta.productsWithChangedNotes { ids.formUnion(state.byNotesOf[product] ?? []) }
            for group in delta.groups { ids.formUnion(state.byGroup[group] ?? []) }
            return ids.sorted().compactMap { id in state.registrations[id].map { (id, $0) } }
        }
    }

    private static func unindex(_ id: Int, in state: inout State) {
        guard let old = state.dependencies.removeValue(forKey: id) else { return }
        for product in old.products { remove(id, forKey: product, from: &state.byProduct) }
        for product in old.notesOf { remove(id, forKey: product, from: &state.byNotesOf) }
        for group in old.groups { remove(id, forKey: group, from: &state.byGroup) }
    }

    private static func remove<Key: Hashable>(_ id: Int, forKey key: Key, from index: inout [Key: Set<Int>]) {
        guard var set = index.removeValue(forKey: key) else { return }
        set.remove(id)
        if !set.isEmpty { index[key] = set }
    }
}
