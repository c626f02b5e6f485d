import CellKit
import Foundation

/// A card laid out by `TemplatedCardCell.template` in the test bundle.
final class TemplatedCardCell: TemplateLoadable {
    static var templateBundle: Bundle { .module }
    private(set) var template: CellTemplate?
    private(set) var awakeCount = 0
    var values: [String: String] = [:]

    func awake(from template: CellTemplate) {
        self.template = template
        awakeCount += 1
    }

    func prepareForReuse() { values = [:] }

    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        template?.draw(values, in: rect, on: &canvas)
    }
}

/// A cell whose template file does not exist.
final class MissingTemplateCell: TemplateLoadable {
    static var templateBundle: Bundle { .module }
    func awake(from template: CellTemplate) {}
}

/// A cell whose template has an unclosed field.
final class BrokenCardCell: TemplateLoadable {
    static var templateBundle: Bundle { .module }
    func awake(from template: CellTemplate) {}
}
