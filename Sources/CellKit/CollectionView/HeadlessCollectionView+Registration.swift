extension HeadlessCollectionView {
    /// Registers a cell class, protocol style, so it can be dequeued by type.
    ///
    /// A ``TemplateLoadable`` type's template is loaded here, once; registering the same type
    /// again does nothing, so it is safe to call on every dequeue. Registering a different type
    /// under the same reuse identifier replaces the first and empties its pool.
    /// - Throws: `CellKitError.templateNotFound` or `.malformedTemplate` for a template.
    public func register<Cell: ReusableCell>(_ cellType: Cell.Type) throws(CellKitError) {
        try register(cellType, key: PoolKey(identifier: identifier(of: Cell.self), kind: nil))
    }

    /// Registers a header or footer class for `kind`, protocol style.
    ///
    /// - Throws: `CellKitError.templateNotFound` or `.malformedTemplate` for a template.
    public func register<View: ReusableCell>(
        _ viewType: View.Type, forSupplementaryKind kind: SupplementaryKind
    )
        throws(CellKitError)
    {
        try register(viewType, key: PoolKey(identifier: identifier(of: View.self), kind: kind))
    }

    /// A cell of a registered type for `indexPath`: pooled (after `prepareForReuse()`) or new.
    ///
    /// ```swift
    /// let cell: ProductCell = try collectionView.dequeueReusableCell(for: indexPath)
    /// ```
    /// - Throws: `CellKitError.unregisteredCell` naming the type, or `.typeMismatch` naming
    ///   both types when another type is registered under its reuse identifier.
    public func dequeueReusableCell<Cell: ReusableCell>(for indexPath: IndexPath) throws(CellKitError) -> Cell
    {
        let key = PoolKey(identifier: identifier(of: Cell.self), kind: nil)
        return try typed(dequeue(key: key, requested: Cell.self, at: indexPath), as: Cell.self, key: key)
    }

    /// A cell from `registration`'s pool, configured by its handler for `item`.
    ///
    /// The registration is registered on first use.
    /// - Throws: `CellKitError.typeMismatch` when a different type already uses the same
    ///   reuse identifier.
    public func dequeueConfiguredReusableCell<Cell: ReusableCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item
    ) throws(CellKitError) -> Cell {
        let key = PoolKey(identifier: identifier(of: Cell.self), kind: nil)
        try install(registration.factory, key: key)
        let cell = try typed(dequeue(key: key, requested: Cell.self, at: indexPath), as: Cell.self, key: key)
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// One call that registers `cellType` (once per type; its template is loaded once),
    /// dequeues a cell and configures it with `handler`.
    ///
    /// The registration is cached per type, so calling this for every item never creates a
    /// registration per dequeue.
    /// ```swift
    /// let cell = try collectionView.dequeueReusableCell(ListCell.self, for: indexPath, item: name) { cell, _, name in
    ///     cell.contentConfiguration = ListContentConfiguration(text: name)
    /// }
    /// ```
    /// - Throws: template errors on first use, or `.typeMismatch`.
    public func dequeueReusableCell<Cell: ReusableCell, Item>(
        _ cellType: Cell.Type, for indexPath: IndexPath, item: Item,
        handler: (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void
    ) throws(CellKitError) -> Cell {
        try register(cellType)
        let cell: Cell = try dequeueReusableCell(for: indexPath)
        handler(cell, indexPath, item)
        return cell
    }

    /// A header or footer of a registered type for the section of `indexPath`.
    ///
    /// - Throws: `CellKitError.unregisteredSupplementaryView` or `.typeMismatch`.
    public func dequeueReusableSupplementaryView<View: ReusableCell>(
        ofKind kind: SupplementaryKind, for indexPath: IndexPath
    ) throws(CellKitError) -> View {
        let key = PoolKey(identifier: identifier(of: View.self), kind: kind)
        return try typed(dequeue(key: key, requested: View.self, at: indexPath), as: View.self, key: key)
    }

    /// A header or footer from `registration`'s pool, configured by its handler.
    ///
    /// - Throws: `CellKitError.typeMismatch` when a different type already uses the same
    ///   reuse identifier for that kind.
    public func dequeueConfiguredSupplementaryView<View: ReusableCell>(
        using registration: SupplementaryRegistration<View>, for indexPath: IndexPath
    ) throws(CellKitError) -> View {
        let key = PoolKey(identifier: identifier(of: View.self), kind: registration.kind)
        try install(registration.factory, key: key)
        let view = try typed(dequeue(key: key, requested: View.self, at: indexPath), as: View.self, key: key)
        registration.handler(view, registration.kind, indexPath)
        return view
    }

    // MARK: Machinery

    private func register<Cell: ReusableCell>(_ cellType: Cell.Type, key: PoolKey) throws(CellKitError) {
        if registry[key]?.type == ObjectIdentifier(cellType) { return }
        pools[key] = nil
        let factory = CellFactory(cellType)
        try factory.prepare()
        registry[key] = factory
    }

    /// Registers a registration's factory unless its type is already registered; another type
    /// under the same key is a mismatch, not a silent replacement.
    ///
    /// - Throws: template errors of a template-loaded type, before anything is registered.
    private func install(_ factory: CellFactory, key: PoolKey) throws(CellKitError) {
        guard let existing = registry[key] else {
            try factory.prepare()
            registry[key] = factory
            return
        }
        guard existing.type == factory.type else {
            throw .typeMismatch(
                requested: factory.typeName, registered: existing.typeName,
                reuseIdentifier: key.identifier.rawValue)
        }
    }

    private func dequeue<Cell: ReusableCell>(key: PoolKey, requested: Cell.Type, at indexPath: IndexPath)
        throws(CellKitError) -> any ReusableCell
    {
        if key.kind == nil, let cell = reconfiguringCells.removeValue(forKey: indexPath) {
            if ObjectIdentifier(type(of: cell)) == ObjectIdentifier(requested) { return cell }
            enqueue(cell, kind: nil)
        }
        guard let factory = registry[key] else {
            let name = String(reflecting: requested)
            if let kind = key.kind {
                throw .unregisteredSupplementaryView(
                    type: name, kind: kind, reuseIdentifier: key.identifier.rawValue)
            }
            throw .unregisteredCell(type: name, reuseIdentifier: key.identifier.rawValue)
        }
        guard factory.type == ObjectIdentifier(requested) else {
            throw .typeMismatch(
                requested: String(reflecting: requested), registered: factory.typeName,
                reuseIdentifier: key.identifier.rawValue)
        }
        if let cell = pools[key]?.popLast() {
            cell.prepareForReuse()
            reuseStatistics[key.identifier, default: ReuseStatistics()].reused += 1
            return cell
        }
        let cell = try factory.make()
        reuseStatistics[key.identifier, default: ReuseStatistics()].created += 1
        return cell
    }

    private func typed<Cell: ReusableCell>(_ cell: any ReusableCell, as cellType: Cell.Type, key: PoolKey)
        throws(CellKitError) -> Cell
    {
        guard let typedCell = cell as? Cell else {
            throw .typeMismatch(
                requested: String(reflecting: cellType), registered: String(reflecting: type(of: cell)),
                reuseIdentifier: key.identifier.rawValue)
        }
        return typedCell
    }

    /// Returns a cell or supplementary view to its pool.
    func enqueue(_ cell: any ReusableCell, kind: SupplementaryKind?) {
        pools[PoolKey(identifier: identifier(of: type(of: cell)), kind: kind), default: []].append(cell)
    }

    /// The type's reuse identifier, read once per type: building it reflects on the type's
    /// name, too slow for every scroll step.
    func identifier(of cellType: any ReusableCell.Type) -> ReuseIdentifier {
        let key = ObjectIdentifier(cellType)
        if let known = reuseIdentifiers[key] { return known }
        let identifier = cellType.reuseIdentifier
        reuseIdentifiers[key] = identifier
        return identifier
    }
}
