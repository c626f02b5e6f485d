import Foundation
import Testing

@testable import CellKit

@Suite struct CellTemplateTests {
    @Test func fieldsAreListedInOrderOfFirstAppearance() throws {
        let template = try CellTemplate(parsing: "{title} {price}\n{title} by {brand}", file: "Card.template")
        #expect(template.fields == ["title", "price", "brand"])
    }

    @Test func renderReplacesFieldsAndLeavesMissingOnesEmpty() throws {
        let template = try CellTemplate(parsing: "{title}\n{price} · {rating}★", file: "Card.template")
        #expect(template.render(["title": "Kettle", "price": "¥3,980"]) == ["Kettle", "¥3,980 · ★"])
    }

    @Test func doubledBracesAreLiteralBraces() throws {
        let template = try CellTemplate(parsing: "{{{name}}}", file: "Braces.template")
        #expect(template.render(["name": "x"]) == ["{x}"])
        #expect(template.fields == ["name"])
    }

    @Test func sizeIsTheWidestRenderedLineByTheLineCount() throws {
        let template = try CellTemplate(parsing: "{title}\n{price}", file: "Card.template")
        #expect(template.size(for: ["title": "日本", "price": "¥100"]) == Size(width: 4, height: 2))
    }

    @Test func drawPutsRenderedLinesIntoTheRectangle() throws {
        let template = try CellTemplate(parsing: "[{title}]", file: "Card.template")
        var canvas = TextCanvas(size: Size(width: 6, height: 1))
        template.draw(["title": "Kettle"], in: canvas.bounds, on: &canvas)
        #expect(canvas.renderPlain() == "[Kett…")
    }

    @Test(arguments: [
        ("ok\n{title", 2, 1, "unclosed '{'"),
        ("a } b", 1, 3, "unmatched '}'"),
        ("x {}", 1, 3, "empty field name"),
        ("{ti-tle}", 1, 4, "invalid character '-'"),
        ("{9lives}", 1, 2, "invalid character '9'"),
    ])
    func malformedTemplatesReportFileLineAndColumn(text: String, line: Int, column: Int, problem: String) {
        let error = #expect(throws: CellKitError.self) {
            _ = try CellTemplate(parsing: text, file: "Bad.template")
        }
        guard case .malformedTemplate(let file, let errorLine, let errorColumn, let message) = error else {
            Issue.record("expected malformedTemplate, got \(String(describing: error))")
            return
        }
        #expect(file == "Bad.template")
        #expect(errorLine == line)
        #expect(errorColumn == column)
        #expect(message.contains(problem))
    }

    @Test func loadsATemplateFromTheBundleTheCellNames() throws {
        let template = try CellTemplate(named: "TemplatedCardCell", in: .module)
        #expect(template.file == "TemplatedCardCell.template")
        #expect(template.fields == ["title", "price"])
    }

    @Test func aMissingTemplateNamesTheFile() {
        let error = #expect(throws: CellKitError.self) {
            _ = try CellTemplate(named: "NoSuchCard", in: .module)
        }
        guard case .templateNotFound(let file, _) = error else {
            Issue.record("expected templateNotFound, got \(String(describing: error))")
            return
        }
        #expect(file == "NoSuchCard.template")
        #expect("\(error!)".contains("NoSuchCard.template"))
    }

    @Test func aMalformedTemplateFileNamesTheFileAndLine() {
        let error = #expect(throws: CellKitError.self) {
            _ = try CellTemplate(named: "BrokenCardCell", in: .module)
        }
        #expect(error.map { "\($0)" }?.hasPrefix("BrokenCardCell.template:2:8: unclosed '{'") == true)
    }
}

extension CellTemplateTests {
    @Test func windowsLineEndsAreLineBreaks() throws {
        let template = try CellTemplate(parsing: "{a}\r\n{b}\r\n", file: "Crlf.template")
        #expect(template.render(["a": "1", "b": "2"]) == ["1", "2"])
    }
}
