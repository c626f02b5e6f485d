/// What the reload needs to know about the entities of one data file (products or notes):
/// where the catalog keeps them and which changes put them in and take them out.
protocol ReloadedEntity: Sendable, Equatable {
    var id: String { get }

    /// The slot of the entity with this id, removed or not, and whether it is in the catalog
    /// now.
    static func slot(of id: String, in catalog: Catalog) -> (slot: Int, isLive: Bool)?
    /// The entity at `slot`, if it is in the catalog now.
    static func entity(atSlot slot: Int, in catalog: Catalog) -> Self?
    /// Every slot the catalog has, removed ones included.
    static func slotCount(in catalog: Catalog) -> Int
    /// The change that puts the entity in the catalog.
    var upsert: CatalogChange { get }
    /// The change that takes the entity with this id out.
    static func removal(of id: String) -> CatalogChange
    /// The file the entities come from, as the catalog names it.
    static func fileName(in catalog: Catalog) -> String
}

extension Product: ReloadedEntity {
    static func slot(of id: String, in catalog: Catalog) -> (slot: Int, isLive: Bool)? {
        catalog.productSlotIncludingRemoved(of: id)
    }

    static func entity(atSlot slot: Int, in catalog: Catalog) -> Product? {
        catalog.product(atSlot: slot)
    }

    static func slotCount(in catalog: Catalog) -> Int { catalog.productSlots.count }

    var upsert: CatalogChange { .upsertProduct(self) }

    static func removal(of id: String) -> CatalogChange { .removeProduct(id: id) }

    static func fileName(in catalog: Catalog) -> String { catalog.productsFile }
}

extension Note: ReloadedEntity {
    static func slot(of id: String, in catalog: Catalog) -> (slot: Int, isLive: Bool)? {
        catalog.noteSlotIncludingRemoved(of: id)
    }

    static func entity(atSlot slot: Int, in catalog: Catalog) -> Note? {
        catalog.note(atSlot: slot)
    }

    static func slotCount(in catalog: Catalog) -> Int { catalog.noteSlots.count }

    var upsert: CatalogChange { .upsertNote(self) }

    static func removal(of id: String) -> CatalogChange { .removeNote(id: id) }

    static func fileName(in catalog: Catalog) -> String { catalog.notesFile }
}
