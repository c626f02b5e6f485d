import CellKit
import Foundation

/// A row laid out by `BadgeCell.template`, which lives in a bundle made on disk for the tests
/// (this test target has no resources of its own).
final class BadgeCell: TemplateLoadable {
    static let templateBundle: Bundle = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("SectionKitTests-\(ProcessInfo.processInfo.processIdentifier)-templates")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? Data("[{label}]\n".utf8).write(to: directory.appendingPathComponent("BadgeCell.template"))
        guard let bundle = Bundle(url: directory) else {
            preconditionFailure("cannot open \(directory.path) as a bundle")
        }
        return bundle
    }()
    private(set) var template: CellTemplate?
    private(set) var awakeCount = 0
    var label = ""

    func awake(from template: CellTemplate) {
        self.template = template
        awakeCount += 1
    }

    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        template?.draw(["label": label], in: rect, on: &canvas)
    }
}

/// A row cell whose template is in no bundle.
final class MissingTemplateRowCell: TemplateLoadable {
    static var templateBundle: Bundle { .main }
    func awake(from template: CellTemplate) {}
}
