import Foundation

/// A cell laid out by a text template in its module's resources: the headless counterpart
/// of a nib-loaded cell.
///
/// The template (`<templateName>.template`) holds the cell's lines with `{field}`
/// placeholders. A registration of the type (or ``HeadlessCollectionView/register(_:)``)
/// loads it once and passes it to every new cell through ``awake(from:)``.
///
/// ```swift
/// final class ProductCell: TemplateLoadable {
///     static var templateBundle: Bundle { .module }
///     private var template: CellTemplate?
///     var values: [String: String] = [:]
///     func awake(from template: CellTemplate) { self.template = template }
///     func draw(in rect: Rect, on canvas: inout TextCanvas) {
///         template?.draw(values, in: rect, on: &canvas)
///     }
/// }
/// ```
@MainActor
public protocol TemplateLoadable: ReusableCell {
    /// The template's file name without extension. Defaults to the type's name.
    static var templateName: String { get }

    /// The bundle holding the template: the cell's own module's `Bundle.module`.
    static var templateBundle: Bundle { get }

    /// Called once on each new cell with the loaded template, before its first configuration.
    func awake(from template: CellTemplate)
}

extension TemplateLoadable {
    /// The unqualified type name, `String(describing: Self.self)`.
    public static var templateName: String { String(describing: Self.self) }
}
