// fuzz-modules: Relay CellKit SectionKit
//
// libFuzzer target: `Changeset(from:to:duplicates:)` on any two short lists. Item identities
// and contents come from the input bytes (few distinct identities, so duplicates are
// common). Applying the changeset to the old list, with batch-update semantics, must give
// the new list exactly, duplicates included. Built and run by `.ci/fuzz Changeset`.
import SectionKit

private struct Item: Identifiable, Equatable {
    var id: String
    var content: UInt8
}

@_cdecl("LLVMFuzzerTestOneInput")
public func changesetFuzzTest(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let header = bytes[0]
    let policy: DuplicatePolicy = header & 1 == 0 ? .keepFirst : .keepLast
    let pairs = (count - 1) / 2
    let split = pairs == 0 ? 0 : Int(header >> 1) % (pairs + 1)
    var items: [Item] = []
    for pair in 0..<pairs {
        let identity = bytes[1 + pair * 2]
        items.append(Item(id: "i\(identity % 24)", content: bytes[2 + pair * 2] % 4))
    }
    let old = Array(items[..<split])
    let new = Array(items[split...])
    let changes = Changeset(from: old, to: new, duplicates: policy)
    let applied = apply(changes, to: old, new: new)
    guard applied == new else {
        fatalError("applying \(changes) to \(old) gave \(applied), expected \(new)")
    }
    if old == new && !changes.isEmpty { fatalError("equal lists gave \(changes)") }
    return 0
}

/// `performBatchUpdates` semantics: deletes and move sources in old indexes, inserts, move
/// destinations and updates in new indexes; the rest keep their relative order.
private func apply(_ changes: Changeset, to old: [Item], new: [Item]) -> [Item] {
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("invalid changeset \(changes): \(message())") }
    }
    check(
        changes.deletes == changes.deletes.sorted() && Set(changes.deletes).count == changes.deletes.count,
        "deletes")
    check(
        changes.inserts == changes.inserts.sorted() && Set(changes.inserts).count == changes.inserts.count,
        "inserts")
    let removed = Set(changes.deletes).union(changes.moves.map(\.from))
    check(removed.count == changes.deletes.count + changes.moves.count, "a move from a deleted index")
    check(removed.allSatisfy { old.indices.contains($0) }, "old index out of range")
    let placed = Set(changes.inserts).union(changes.moves.map(\.to))
    check(placed.count == changes.inserts.count + changes.moves.count, "a move to an inserted index")
    check(placed.allSatisfy { new.indices.contains($0) }, "new index out of range")
    check(changes.updates.allSatisfy { new.indices.contains($0) }, "update out of range")
    var result = [Item?](repeating: nil, count: new.count)
    for index in changes.inserts { result[index] = new[index] }
    for move in changes.moves { result[move.to] = old[move.from] }
    var survivors = old.indices.filter { !removed.contains($0) }.map { old[$0] }[...]
    for index in result.indices where result[index] == nil {
        check(!survivors.isEmpty, "too few survivors")
        result[index] = survivors.removeFirst()
    }
    check(survivors.isEmpty, "survivors left over")
    var items = result.compactMap { $0 }
    for index in changes.updates {
        check(items[index].id == new[index].id, "an update changes identity")
        items[index] = new[index]
    }
    return items
}
