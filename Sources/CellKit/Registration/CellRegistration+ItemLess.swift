extension CellRegistration where Item == Void {
    /// Creates a registration for cells that show no item (a spacer, a "see all" cell).
    public init(handler: @escaping @MainActor (_ cell: Cell, _ indexPath: IndexPath) -> Void) {
        self.init { cell, indexPath, _ in handler(cell, indexPath) }
    }
}
