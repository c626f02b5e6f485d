/// Puts what changed in the data files into the catalog in service, as changes: an element
/// whose bytes changed is put in (or, if it is the same entity after all, left alone), one
/// whose chunk is gone and that is nowhere else is taken out, one whose bytes are the same is
/// left as the catalog has it (a change from a feed to it stays). The delta comes from these
/// changes alone, never from comparing whole catalogs.
///
/// When the file keeps its order (its entities in the order the catalog holds them, new ones
/// at its end), the changes are applied to the persistent catalog, at a cost of what changed.
/// Otherwise (an element inserted or moved in the middle), the catalog is built again from its
/// entities in the file's new order, without parsing anything again.
enum CatalogReload {
    /// A catalog after the files' changes, what it changed, and the files' new indexes.
    struct Result: Sendable {
        var catalog: Catalog
        var delta = CatalogDelta()
        var productsIndex: FileIndex?
        var notesIndex: FileIndex?
        /// Whether the catalog was built again (rather than changed in place).
        var isRebuilt = false
    }

    /// Applies the changes of either file (or both) to `catalog`.
    ///
    /// - Throws: `CatalogError.duplicateID` when a changed element's id is taken by another
    ///   element of its file; nothing is applied then.
    static func apply(
        products: FileChanges<Product>?, notes: FileChanges<Note>?, to catalog: Catalog,
        productsIndex: FileIndex?, notesIndex: FileIndex?
    ) throws(CatalogError) -> Result {
        var result = Result(catalog: catalog, productsIndex: productsIndex, notesIndex: notesIndex)
        if let products, let index = result.productsIndex {
            let outcome = try apply(products, index: index, to: result.catalog)
            result.catalog = outcome.catalog
            result.delta.formUnion(outcome.delta)
            result.productsIndex = outcome.index
            if let map = outcome.otherSlots {
                result.notesIndex = result.notesIndex?.remappingSlots(map)
                result.isRebuilt = true
            }
        }
        if let notes, let index = result.notesIndex {
            let outcome = try apply(notes, index: index, to: result.catalog)
            result.catalog = outcome.catalog
            result.delta.formUnion(outcome.delta)
            result.notesIndex = outcome.index
            if let map = outcome.otherSlots {
                result.productsIndex = result.productsIndex?.remappingSlots(map)
            }
        }
        return result
    }

    /// One file's changes applied: the catalog, its delta, the file's new index, and, when the
    /// catalog was built again, how the other kind's slots moved.
    private struct Outcome {
        var catalog: Catalog
        var delta: CatalogDelta
        var index: FileIndex
        var otherSlots: ((Int32) -> Int32)?
    }

    /// What the reload decided for one element of a changed region.
    private struct Decision<Entity> {
        var entity: Entity
        /// The slot its id has in the catalog (removed or not), if any.
        var slot: Int32?
        /// Whether it must be put in (its bytes changed and it is not the entity there).
        var isChanged: Bool
    }

    private static func apply<Entity: ReloadedEntity>(
        _ changes: FileChanges<Entity>, index: FileIndex, to catalog: Catalog
    ) throws(CatalogError) -> Outcome {
        let file = Entity.fileName(in: catalog)
        // The elements of the chunks that are gone: their slots and old hashes.
        var replaced: [Int32: UInt64] = [:]
        for chunk in changes.replacedOldChunks {
            for element in index.elements(ofChunk: chunk) where index.elementSlots[element] >= 0 {
                replaced[index.elementSlots[element]] = index.elementHashes[element]
            }
        }
        let oldSlots = index.slots()
        // Decide each decoded element, in file order.
        var decisions: [[Decision<Entity>]] = []
        var firstPlace: [String: Int] = [:]
        var ordinal = 0
        var seenSlots: Set<Int32> = []
        for part in changes.parts {
            switch part {
            case .kept(let old):
                ordinal += index.elements(ofChunk: old).count
            case .decoded(let number):
                let region = changes.regions[number]
                var regionDecisions: [Decision<Entity>] = []
                regionDecisions.reserveCapacity(region.entities.count)
                for (position, entity) in region.entities.enumerated() {
                    defer { ordinal += 1 }
                    let location = { changes.location(of: region.idOffsets[position]) }
                    if let first = firstPlace.updateValue(ordinal, forKey: entity.id) {
                        throw duplicate(
                            entity.id, first: first, at: ordinal, file: file, location: location())
                    }
                    let existing = Entity.slot(of: entity.id, in: catalog)
                    let slot = existing.map { Int32(truncatingIfNeeded: $0.slot) }
                    if let slot, replaced[slot] == nil, oldSlots.contains(slot) {
                        // Its id belongs to an element of a chunk that did not change.
                        throw duplicate(
                            entity.id, first: ordinalOf(slot: slot, in: changes, index: index) ?? 0,
                            at: ordinal,
                            file: file, location: location())
                    }
                    if let slot { seenSlots.insert(slot) }
                    let hash = region.elementHashes[position]
                    let isChanged: Bool
                    if let slot, let old = replaced[slot], old == hash {
                        isChanged = false
                    } else if let existing, existing.isLive,
                        Entity.entity(atSlot: existing.slot, in: catalog) == entity
                    {
                        isChanged = false
                    } else {
                        isChanged = true
                    }
                    regionDecisions.append(Decision(entity: entity, slot: slot, isChanged: isChanged))
                }
                decisions.append(regionDecisions)
            }
        }
        var removals: [CatalogChange] = []
        for slot in replaced.keys.sorted() where !seenSlots.contains(slot) {
            if let gone = Entity.entity(atSlot: Int(slot), in: catalog) {
                removals.append(Entity.removal(of: gone.id))
            }
        }
        if keepsOrder(changes, decisions: decisions, index: index) {
            return applyInPlace(changes, decisions: decisions, removals: removals, index: index, to: catalog)
        }
        return try rebuild(changes, decisions: decisions, index: index, from: catalog)
    }

    /// Whether the file's entities come in the order of their slots, new ones last.
    private static func keepsOrder<Entity>(
        _ changes: FileChanges<Entity>, decisions: [[Decision<Entity>]], index: FileIndex
    ) -> Bool {
        var last: Int32 = -1
        var sawNew = false
        func accept(_ slot: Int32?) -> Bool {
            guard let slot else {
                sawNew = true
                return true
            }
            guard !sawNew, slot > last else { return false }
            last = slot
            return true
        }
        var region = 0
        for part in changes.parts {
            switch part {
            case .kept(let old):
                for element in index.elements(ofChunk: old) where index.elementSlots[element] >= 0 {
                    guard accept(index.elementSlots[element]) else { return false }
                }
            case .decoded:
                for decision in decisions[region] { guard accept(decision.slot) else { return false } }
                region += 1
            }
        }
        return true
    }

    private static func applyInPlace<Entity: ReloadedEntity>(
        _ changes: FileChanges<Entity>, decisions: [[Decision<Entity>]], removals: [CatalogChange],
        index: FileIndex, to catalog: Catalog
    ) -> Outcome {
        let upserts = decisions.joined().filter(\.isChanged).map(\.entity.upsert)
        let applied = catalog.applying(upserts + removals)
        var newIndex = FileIndex()
        var region = 0
        for part in changes.parts {
            switch part {
            case .kept(let old):
                newIndex.appendChunk(old, of: index)
            case .decoded(let number):
                let decoded = changes.regions[number]
                let slots = decisions[region].map { decision in
                    Entity.slot(of: decision.entity.id, in: applied.catalog).map {
                        Int32(truncatingIfNeeded: $0.slot)
                    } ?? -1
                }
                newIndex.appendChunks(
                    pieces: changes.scan.pieces, pieceRange: decoded.pieceRange,
                    elementStarts: decoded.elementStarts[...], elementHashes: decoded.elementHashes[...],
                    slots: slots[...])
                region += 1
            }
        }
        return Outcome(catalog: applied.catalog, delta: applied.delta, index: newIndex, otherSlots: nil)
    }

    /// Builds the catalog again with this file's entities in their new order (then those only
    /// changes added), the other file's as they are.
    private static func rebuild<Entity: ReloadedEntity>(
        _ changes: FileChanges<Entity>, decisions: [[Decision<Entity>]], index: FileIndex,
        from catalog: Catalog
    ) throws(CatalogError) -> Outcome {
        var entities: [Entity] = []
        var inFile = [Bool](repeating: false, count: Entity.slotCount(in: catalog))
        var newIndex = FileIndex()
        /// Takes the entity for the next element and returns its new slot (`-1` if the catalog
        /// will not hold it: a change had removed it and its bytes did not change).
        func place(_ entity: Entity?, oldSlot: Int32?) -> Int32 {
            if let oldSlot, oldSlot >= 0, Int(oldSlot) < inFile.count { inFile[Int(oldSlot)] = true }
            guard let entity else { return -1 }
            entities.append(entity)
            return Int32(truncatingIfNeeded: entities.count - 1)
        }
        var region = 0
        for part in changes.parts {
            switch part {
            case .kept(let old):
                let range = index.elements(ofChunk: old)
                let slots = range.map { element -> Int32 in
                    let slot = index.elementSlots[element]
                    return place(
                        slot >= 0 ? Entity.entity(atSlot: Int(slot), in: catalog) : nil, oldSlot: slot)
                }
                newIndex.appendChunk(
                    hash: index.chunkHashes[old], elementHashes: index.elementHashes[range], slots: slots)
            case .decoded(let number):
                let decoded = changes.regions[number]
                let slots = decisions[region].map { decision -> Int32 in
                    if decision.isChanged { return place(decision.entity, oldSlot: decision.slot) }
                    let current = decision.slot.flatMap { Entity.entity(atSlot: Int($0), in: catalog) }
                    return place(current, oldSlot: decision.slot)
                }
                newIndex.appendChunks(
                    pieces: changes.scan.pieces, pieceRange: decoded.pieceRange,
                    elementStarts: decoded.elementStarts[...], elementHashes: decoded.elementHashes[...],
                    slots: slots[...])
                region += 1
            }
        }
        // What only changes added (a feed) stays, after the file's entities.
        for slot in inFile.indices where !inFile[slot] {
            if let entity = Entity.entity(atSlot: slot, in: catalog) { entities.append(entity) }
        }
        let rebuilt: Catalog
        let otherSlots: (Int32) -> Int32
        if let products = entities as? [Product] {
            rebuilt = try Catalog(
                products: products, notes: Array(catalog.notes), productsFile: catalog.productsFile,
                notesFile: catalog.notesFile)
            otherSlots = FileIndex.liveRanks(count: catalog.noteSlots.count) {
                catalog.note(atSlot: $0) != nil
            }
        } else {
            rebuilt = try Catalog(
                products: Array(catalog.products), notes: entities.compactMap { $0 as? Note },
                productsFile: catalog.productsFile, notesFile: catalog.notesFile)
            otherSlots = FileIndex.liveRanks(count: catalog.productSlots.count) {
                catalog.product(atSlot: $0) != nil
            }
        }
        return Outcome(
            catalog: rebuilt, delta: rebuilt.delta(from: catalog), index: newIndex, otherSlots: otherSlots)
    }

    /// The place in the new file of the kept element whose entity is at `slot`.
    private static func ordinalOf<Entity>(slot: Int32, in changes: FileChanges<Entity>, index: FileIndex)
        -> Int?
    {
        var ordinal = 0
        for part in changes.parts {
            switch part {
            case .kept(let old):
                for element in index.elements(ofChunk: old) {
                    if index.elementSlots[element] == slot { return ordinal }
                    ordinal += 1
                }
            case .decoded(let number):
                ordinal += changes.regions[number].entities.count
            }
        }
        return nil
    }

    private static func duplicate(
        _ id: String, first: Int, at ordinal: Int, file: String, location: SourceLocation?
    ) -> CatalogError {
        .duplicateID(file: file, id: id, firstIndex: first, duplicateIndex: ordinal, location: location)
    }
}
