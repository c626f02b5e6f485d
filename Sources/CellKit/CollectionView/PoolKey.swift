/// A reuse pool's key: cells by identifier, supplementary views by identifier and kind.
struct PoolKey: Hashable {
    let identifier: ReuseIdentifier
    let kind: SupplementaryKind?
}
