import Foundation

/// One result handed from another thread to the waiting one; `lock` guards `result`.
final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Value, CatalogError>?

    func set(_ result: Result<Value, CatalogError>) {
        lock.withLock { self.result = result }
    }

    func get() -> Result<Value, CatalogError>? {
        lock.withLock { result }
    }
}
