import Foundation

/// A cell's text layout: lines of literal text with `{field}` placeholders.
///
/// `{{` and `}}` stand for literal braces. Field names are letters, digits and `_`, not
/// starting with a digit.
///
/// ```swift
/// let template = try CellTemplate(parsing: "{title}\n{price} · {rating}★", file: "Card.template")
/// template.render(["title": "Kettle", "price": "¥3,980", "rating": "4.5"])
/// // ["Kettle", "¥3,980 · 4.5★"]
/// ```
public struct CellTemplate: Sendable, Hashable {
    /// The file the template came from, for diagnostics.
    public let file: String
    /// The parsed lines.
    let lines: [[TemplateSegment]]

    /// The field names in order of first appearance.
    public var fields: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for case .field(let name) in lines.joined() where seen.insert(name).inserted {
            result.append(name)
        }
        return result
    }

    /// Parses `text`; `file` names it in errors.
    ///
    /// - Throws: `CellKitError.malformedTemplate` with the line and column of the problem.
    public init(parsing text: String, file: String) throws(CellKitError) {
        self.file = file
        lines = try TemplateParser.parse(text, file: file)
    }

    /// Loads and parses `<name>.template` from `bundle`.
    ///
    /// - Throws: `CellKitError.templateNotFound` naming the file and bundle, or
    ///   `CellKitError.malformedTemplate`.
    public init(named name: String, in bundle: Bundle) throws(CellKitError) {
        let file = name + "." + Self.fileExtension
        guard let url = bundle.url(forResource: name, withExtension: Self.fileExtension) else {
            throw .templateNotFound(file: file, bundle: bundle.bundleURL.lastPathComponent)
        }
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            throw .malformedTemplate(file: file, line: 1, column: 1, problem: "not readable as UTF-8 text")
        }
        try self.init(parsing: text, file: file)
    }

    /// The extension of template files.
    static let fileExtension = "template"

    /// The lines with each field replaced by its value; a field without a value is empty.
    public func render(_ values: [String: String]) -> [String] {
        lines.map { segments in
            segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .field(let name): values[name] ?? ""
                }
            }.joined()
        }
    }

    /// Draws the rendered lines into `rect`, one per row, truncated with `…`.
    public func draw(
        _ values: [String: String], in rect: Rect, on canvas: inout TextCanvas, style: TextStyle = .plain
    ) {
        canvas.drawText(render(values).joined(separator: "\n"), in: rect, style: style)
    }

    /// The size of the rendered lines: the widest line's columns by the number of lines.
    public func size(for values: [String: String]) -> Size {
        let rendered = render(values)
        return Size(width: rendered.map(\.displayWidth).max() ?? 0, height: rendered.count)
    }
}
