import CellKit
import Foundation
import TestSupport
import Testing

@testable import ProductDetailCLI

@Suite struct ScreenLogTests {
    @Test func eachScreenIsOneJSONLineOfItsRowsText() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/screens.ndjson"
        let log = try #require(ScreenLog(environment: [ScreenLog.variable: path]))
        log.record(
            [StyledLine(text: "▸ 関連", runs: [StyleRun(start: 0, count: 1, style: .bold)]), ""], rows: 24,
            columns: 80, widthModel: .codepointJoinedByZWJ)
        log.record(["x"], rows: 15, columns: 40, widthModel: .grapheme)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        let first = try #require(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["lines"] as? [String] == ["▸ 関連", ""])
        #expect(first["rows"] as? Int == 24)
        #expect(first["columns"] as? Int == 80)
        #expect(first["widthModel"] as? String == "codepointJoinedByZWJ")
    }

    @Test func noVariableOrAnUnopenableFileMeansNoLog() {
        #expect(ScreenLog(environment: [:]) == nil)
        #expect(ScreenLog(environment: [ScreenLog.variable: ""]) == nil)
        #expect(ScreenLog(environment: [ScreenLog.variable: "/nonexistent/dir/log"]) == nil)
    }
}
