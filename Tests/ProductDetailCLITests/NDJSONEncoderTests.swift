import Foundation
import Testing

@testable import ProductDetailCLI

@Suite struct NDJSONEncoderTests {
    private struct Change: Encodable {
        let type = "change"
        let section: String
        let note: String
        let url: String
        let prices: [Int]
    }

    private let change = Change(
        section: "notes", note: "line one\nline two", url: "https://example.com/p/1", prices: [1200, 9800])

    @Test func valueIsOneCompactLineWithSortedKeys() throws {
        let line = try NDJSONEncoder().line(for: change)
        #expect(
            line
                == #"{"note":"line one\nline two","prices":[1200,9800],"section":"notes","#
                + #""type":"change","url":"https://example.com/p/1"}"# + "\n")
    }

    @Test func lineHasExactlyOneNewlineAtTheEnd() throws {
        let line = try NDJSONEncoder().line(for: change)
        #expect(line.filter { $0 == "\n" }.count == 1)
        #expect(line.hasSuffix("\n"))
    }

    @Test func lineParsesBackAsJSON() throws {
        let bytes = try NDJSONEncoder().data(for: change)
        let object = try JSONSerialization.jsonObject(with: Data(bytes.dropLast())) as? [String: Any]
        #expect(object?["type"] as? String == "change")
        #expect(object?["note"] as? String == "line one\nline two")
    }

    @Test func nonASCIIIsKeptAsUTF8() throws {
        struct Header: Encodable { let title: String }
        #expect(try NDJSONEncoder().line(for: Header(title: "最近投稿したコラム")) == "{\"title\":\"最近投稿したコラム\"}\n")
    }

    @Test func writeSendsOneLineToTheWriter() throws {
        let pipe = Pipe()
        let writer = OutputWriter(fileDescriptor: pipe.writeEnd)
        try NDJSONEncoder().write(["type": "page"], to: writer)
        try NDJSONEncoder().write(["type": "change"], to: writer)
        #expect(pipe.readAllText() == "{\"type\":\"page\"}\n{\"type\":\"change\"}\n")
        #expect(writer.bytesWritten == 34)
    }

    @Test func nonFiniteNumberThrowsInsteadOfWritingAHalfLine() {
        #expect(throws: EncodingError.self) {
            _ = try NDJSONEncoder().line(for: [Double.nan])
        }
    }
}
