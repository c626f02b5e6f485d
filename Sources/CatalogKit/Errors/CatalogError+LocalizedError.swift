import Foundation

extension CatalogError: LocalizedError {
    /// The same one-line message as `description`, so `localizedDescription` (used by
    /// Foundation-based callers) shows it instead of a generic sentence.
    public var errorDescription: String? { description }
}
