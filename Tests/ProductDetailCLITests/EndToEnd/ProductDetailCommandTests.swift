import CellKit
import Foundation
import SectionKit
import TestSupport
import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// End to end: the built `product-detail` executable as a child process, in a clean
/// environment, with a hard kill timeout, in a directory of its own.
@Suite(.timeLimit(.minutes(5))) struct ProductDetailCommandTests {
    // MARK: One frame

    @Test func defaultPageMatchesTheGoldenFile() throws {
        let result = try ChildProcess.run(["--width", "80"])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        Golden.check(result.output, against: "p-001-normal-80.txt")
    }

    @Test func premiumUserSeesMemberSections() throws {
        let normal = try ChildProcess.run(["--width", "80"])
        let premium = try ChildProcess.run(["--user", "premium", "--width", "80"])
        #expect(premium.status == 0)
        #expect(premium.output.contains("会員特典 · Member offers"))
        #expect(!normal.output.contains("会員特典 · Member offers"))
        Golden.check(premium.output, against: "p-001-premium-80.txt")
    }

    @Test func productFlagShowsThatProduct() throws {
        let result = try ChildProcess.run(["--product", "p-002", "--width", "80"])
        #expect(result.status == 0)
        let catalog = try String(
            contentsOfFile: TemporaryDirectory.shippedData.path + "/products.json", encoding: .utf8)
        #expect(catalog.contains("\"p-002\""))
        #expect(result.output != (try ChildProcess.run(["--width", "80"])).output)
    }

    @Test(arguments: [40, 80, 120])
    func everyLineFitsTheWidth(width: Int) throws {
        for user in ["normal", "premium"] {
            let result = try ChildProcess.run(["--width", String(width), "--user", user])
            #expect(result.status == 0)
            let tooWide = result.lines.filter { DisplayWidth.of($0) > width }
            #expect(tooWide.isEmpty, "lines wider than \(width): \(tooWide)")
        }
    }

    @Test func widthComesFromColumnsWhenNotATerminal() throws {
        let result = try ChildProcess.run([], environment: ChildProcess.cleanEnvironment(columns: 50))
        #expect(result.status == 0)
        #expect(result.lines.allSatisfy { DisplayWidth.of($0) <= 50 })
        #expect(result.lines.contains { DisplayWidth.of($0) == 50 })
    }

    @Test func noEscapeCodesWhenNotATerminal() throws {
        var environment = ChildProcess.cleanEnvironment()
        environment["NO_COLOR"] = nil
        let plain = try ChildProcess.run(["--width", "80"], environment: environment)
        let watched = try ChildProcess.run(
            ["--width", "80", "--watch", "--simulate", "--count", "2", "--interval", "50"],
            environment: environment)
        #expect(!plain.output.contains("\u{1B}"))
        #expect(!watched.output.contains("\u{1B}"))
        #expect(watched.status == 0)
    }

    @Test func colorAlwaysStylesHeadersAndNeverDoesNot() throws {
        let colored = try ChildProcess.run(["--width", "80", "--color", "always"])
        let uncolored = try ChildProcess.run(["--width", "80", "--color", "never"])
        #expect(colored.output.contains("\u{1B}[0;1m関連商品"))
        #expect(!uncolored.output.contains("\u{1B}"))
    }

    @Test func dataDirectoryComesFromTheEnvironmentThenTheCurrentDirectory() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try replace("ハンドドリップ", with: "ENVIRONMENT-DATA", in: data + "/products.json")
        var environment = ChildProcess.cleanEnvironment()
        environment["PRODUCT_DETAIL_DATA"] = data
        let fromEnvironment = try ChildProcess.run(["--width", "80"], environment: environment)
        #expect(fromEnvironment.output.contains("ENVIRONMENT-DATA"))
        let fromCurrentDirectory = try ChildProcess.run(["--width", "80"], in: directory.path)
        #expect(fromCurrentDirectory.output.contains("ENVIRONMENT-DATA"))
        let explicit = try ChildProcess.run(
            ["--width", "80", "--data", TemporaryDirectory.shippedData.path], in: directory.path)
        #expect(!explicit.output.contains("ENVIRONMENT-DATA"))
    }

    @Test func catalogWithoutTheDefaultProductOpensAtItsFirstProduct() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try replace("\"p-001\"", with: "\"x-001\"", in: data + "/products.json")
        try replace("\"p-001\"", with: "\"x-001\"", in: data + "/notes.json")
        let result = try ChildProcess.run(["--width", "80", "--data", data])
        #expect(result.status == 0)
        #expect(result.output.contains("ハンドドリップ"))
        let explicit = try ChildProcess.run(["--width", "80", "--data", data, "--product", "p-001"])
        #expect(explicit.status == 1)
    }

    @Test func aCatalogWithoutProductsIsBadDataNamingItsFile() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try "[]".write(toFile: data + "/products.json", atomically: false, encoding: .utf8)
        let result = try ChildProcess.run(["--data", data])
        #expect(result.status == 65)
        #expect(
            result.errors
                == "product-detail: \(data)/products.json has no products; add one, or give another --data\n")
        let explicit = try ChildProcess.run(["--data", data, "--product", "p-002"])
        #expect(explicit.status == 65, "no product to suggest either")
        #expect(!explicit.errors.contains("unknown product"))
    }

    @Test func dataErrorsNameTheFileByThePathTheUserGave() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try replace("\"price\": 12800,", with: "\"price\": 12800", in: data + "/products.json")
        // Relative, as typed; the default ./Data as "Data"; absolute, as typed.
        let relative = try ChildProcess.run(["--data", "Data/"], in: directory.path)
        #expect(relative.errors.hasPrefix("product-detail: Data/products.json:"), "\(relative.errors)")
        let found = try ChildProcess.run([], in: directory.path)
        #expect(found.errors.hasPrefix("product-detail: Data/products.json:"), "\(found.errors)")
        let absolute = try ChildProcess.run(["--data", data])
        #expect(absolute.errors.hasPrefix("product-detail: \(data)/products.json:"), "\(absolute.errors)")
        try FileManager.default.removeItem(atPath: data + "/notes.json")
        let missing = try ChildProcess.run(["--data", "./Data"], in: directory.path)
        #expect(missing.status == 66)
        #expect(
            missing.errors.hasPrefix("product-detail: cannot read ./Data/notes.json:"), "\(missing.errors)")
    }

    @Test func emptySectionShowsItsMessageAndThePageEndsThere() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try "[]".write(toFile: data + "/notes.json", atomically: false, encoding: .utf8)
        let result = try ChildProcess.run(["--width", "80", "--data", data])
        #expect(result.status == 0)
        #expect(result.lines.last?.hasPrefix("No notes about this product yet") == true)
        #expect(!result.output.hasSuffix("\n\n"))
    }

    @Test func helpAndVersion() throws {
        let help = try ChildProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("EXAMPLES"))
        let version = try ChildProcess.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("product-detail "))
    }

    // MARK: Errors and exit statuses

    @Test func unknownFlagExitsSixtyFourWithOneLinePointingAtHelp() throws {
        let result = try ChildProcess.run(["--wdith", "80"])
        #expect(result.status == 64)
        #expect(
            result.errors
                == "product-detail: unknown option '--wdith'; did you mean '--width'? (see product-detail --help)\n"
        )
        #expect(result.output.isEmpty)
    }

    @Test func unknownProductExitsOneSuggestingCloseIDs() throws {
        let result = try ChildProcess.run(["--product", "p-0001"])
        #expect(result.status == 1)
        #expect(result.errors.contains("p-0001"))
        #expect(result.errors.contains("\"p-001\""))
    }

    @Test func missingDataDirectoryExitsSixtySix() throws {
        let result = try ChildProcess.run(["--data", "/nonexistent/detailstack"])
        #expect(result.status == 66)
        #expect(result.errors.contains("/nonexistent/detailstack"))
    }

    @Test func missingDataFileExitsSixtySix() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try FileManager.default.removeItem(atPath: data + "/notes.json")
        let result = try ChildProcess.run(["--data", data])
        #expect(result.status == 66)
        #expect(result.errors.contains("notes.json"))
    }

    @Test func malformedJSONExitsSixtyFiveWithLineAndColumn() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try replace("\"price\": 12800,", with: "\"price\": 12800", in: data + "/products.json")
        let result = try ChildProcess.run(["--data", data])
        #expect(result.status == 65)
        #expect(
            result.errors.range(of: #"products\.json:\d+:\d+: malformed JSON"#, options: .regularExpression)
                != nil)
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test func truncatedJSONExitsSixtyFive() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        let file = data + "/notes.json"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: file))
        let result = try ChildProcess.run(["--data", data])
        #expect(result.status == 65)
        #expect(result.errors.contains("notes.json:"))
    }

    @Test func wrongFieldTypeExitsSixtyFiveNamingTheJSONPath() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        try replace("\"price\": 12800,", with: "\"price\": \"12.5\",", in: data + "/products.json")
        let result = try ChildProcess.run(["--data", data])
        #expect(result.status == 65)
        #expect(result.errors.contains("[0].price"))
    }

    // MARK: Streaming

    @Test func jsonSimulationStreamsThePageThenOneLinePerChange() throws {
        let result = try ChildProcess.run([
            "--format", "json", "--simulate", "--count", "3", "--interval", "50",
        ])
        #expect(result.status == 0)
        let objects = try result.lines.map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.first?["type"] as? String == "page")
        let changes = objects.dropFirst()
        #expect(changes.count == 3, "--count 3 shows exactly three changes")
        #expect(changes.allSatisfy { $0["type"] as? String == "change" && $0["patch"] != nil })
        let page = try #require(objects.first?["page"] as? [String: Any])
        #expect((page["sections"] as? [Any])?.count == 3)
    }

    @Test func jsonChangesRebuildThePageAFreshRunRenders() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        let child = try ChildProcess(["--watch", "--format", "json", "--width", "80", "--data", data])
        let lineCount = { (output: String) in output.split(separator: "\n").count }
        #expect(child.waitUntil { output, _ in lineCount(output) >= 1 })
        try replace("\"price\": 12800,", with: "\"price\": 13800,", in: data + "/products.json")
        #expect(child.waitUntil { output, _ in lineCount(output) >= 2 })
        try replace("\"stock\": 23,", with: "\"stock\": 2,", in: data + "/products.json")
        #expect(child.waitUntil { output, _ in lineCount(output) >= 3 })
        child.send(SIGTERM)
        let streamed = child.finish()
        let fresh = try ChildProcess.run(["--format", "json", "--width", "80", "--data", data])

        let stream = try NDJSONStream(streamed.output)
        let rebuilt = try stream.lastPage()
        let expected = try #require(try NDJSONStream(fresh.output).messages.first?.page)
        #expect(stream.messages.count == 3)
        #expect(rebuilt == expected)
        #expect(PlainTextRenderer().render(rebuilt).contains("¥13,800"))
    }

    @Test func watchRedrawsAfterADataFileChangesAndKeepsTheLastGoodPage() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        let child = try ChildProcess(["--watch", "--width", "80", "--data", data])
        #expect(child.waitUntil { output, _ in output.contains("最近投稿したコラム") })
        // Same size, different content: the watcher must still notice.
        try replace("\"price\": 12800,", with: "\"price\": 13800,", in: data + "/products.json")
        #expect(child.waitUntil { output, _ in output.contains("¥13,800") })
        #expect(child.output.contains("--- frame 2 "))
        try replace("\"price\": 13800,", with: "\"price\": ", in: data + "/products.json")
        #expect(child.waitUntil { _, errors in errors.contains("products.json:") })
        #expect(child.errors.contains("keeping the last good data"))
        child.send(SIGTERM)
        let result = child.finish()
        #expect(result.status == 143, "128 + SIGTERM")
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test func watchInATerminalRewritesOnlyTheLinesThatChanged() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        let terminal = PseudoTerminal()
        let lastLine = try #require(try ChildProcess.run(["--width", "80", "--data", data]).lines.last)
        let child = try ChildProcess(["--watch", "--width", "80", "--data", data], terminal: terminal)
        // The whole first frame, not just its beginning: a terminal may deliver it in pieces.
        #expect(child.waitUntil { output, _ in output.contains(lastLine) })
        let firstFrame = child.outputBytes.count
        try replace("\"price\": 12800,", with: "\"price\": 13800,", in: data + "/products.json")
        #expect(child.waitUntil { output, _ in output.contains("¥13,800") })
        child.send(SIGTERM)
        let result = child.finish()
        let update = String(decoding: result.stdout[firstFrame...], as: UTF8.self)
        let rewrittenRows = update.matches(of: /\u{1B}\[(\d+);1H\u{1B}\[2K/).count
        #expect(rewrittenRows >= 1)
        #expect(
            rewrittenRows <= 2, "a one-price change rewrote \(rewrittenRows) rows: \(update.debugDescription)"
        )
        #expect(
            update.utf8.count * 10 < firstFrame, "update \(update.utf8.count) bytes vs frame \(firstFrame)")
    }

    @Test func watchOnATerminalFollowsTheWindowWhenItIsResized() throws {
        let terminal = PseudoTerminal()
        terminal.resize(columns: 90)
        var environment = ChildProcess.cleanEnvironment()
        environment["COLUMNS"] = nil
        let child = try ChildProcess(["--watch"], environment: environment, terminal: terminal)
        #expect(child.waitUntil { output, _ in output.contains("最近投稿したコラム") })
        terminal.resize(columns: 50)
        child.send(SIGWINCH)
        // Wait for the whole second frame: as many lines as the first.
        // Each row is written at its own position: split a frame at the cursor moves.
        let rows = { (frame: String) in frame.split(separator: /\u{1B}\[\d+;1H/).map(String.init) }
        #expect(
            child.waitUntil { output, _ in
                let frames = output.components(separatedBy: "\u{1B}[H\u{1B}[2J")
                return frames.count == 3 && frames[2].contains("最近投稿したコラム")
            })
        child.send(SIGTERM)
        let result = child.finish()
        let frames = result.output.components(separatedBy: "\u{1B}[H\u{1B}[2J")
        let widths = { (frame: String) in rows(frame).map { DisplayWidth.of($0) } }
        #expect(widths(frames[1]).max() == 90)
        #expect(widths(frames[2]).max() == 50)
    }

    // MARK: Interactive

    @Test func interactiveKeysMoveOpenGoBackAndTheTerminalIsRestored() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let clear = "\u{1B}[H\u{1B}[2J"
        /// What was drawn since the `n`th whole-screen redraw.
        func frame(_ n: Int, of output: String) -> String {
            let frames = output.components(separatedBy: clear)
            return frames.count > n ? frames[n] : ""
        }
        let child = try ChildProcess(["--interactive", "--width", "80"], terminal: terminal)
        #expect(child.waitUntil { output, _ in output.contains("最近投稿したコラム") && output.contains("q quit") })
        child.type(Array("\u{1B}[B".utf8))  // down: focus related products
        #expect(child.waitUntil { output, _ in output.contains("▸ 関連商品") })
        child.type(Array("\u{1B}[C".utf8))  // right: select the second card, whole on screen already
        #expect(child.waitUntil { output, _ in output.contains("▶") })
        #expect(!child.output.contains("← 2–3 of 10 →"), "the carousel did not scroll")
        child.type([13])  // Enter: open it
        #expect(child.waitUntil { output, _ in frame(2, of: output).contains("▸ 商品詳細") })
        #expect(frame(2, of: child.output).contains("カフェオレボウル"))
        child.type([0x7F])  // Backspace: back to p-001, as it was left
        #expect(
            child.waitUntil { output, _ in
                frame(3, of: output).contains("▸ 関連商品") && frame(3, of: output).contains("1–2 of 10 →")
                    && frame(3, of: output).contains("▶")
            })
        #expect(!frame(3, of: child.output).contains("▸ 商品詳細"), "focus stays on the related products")
        child.type(Array("p".utf8))  // premium
        #expect(child.waitUntil { output, _ in output.contains("会員特典") })
        child.type(Array("q".utf8))
        let result = child.finish()
        #expect(result.status == 0)
        #expect(result.output.hasPrefix(Terminal.enterAlternateScreen + Terminal.hideCursor))
        let restored = Terminal.leaveAlternateScreen + Terminal.showCursor
        let afterExit = try #require(result.output.components(separatedBy: restored).last)
        #expect(result.output.contains(restored))
        #expect(!afterExit.contains("\u{1B}"), "the last frame is printed once, as plain lines")
        #expect(afterExit.contains("▸ 関連商品"))
        #expect(afterExit.contains("╮ ▶━"), "the second card marked, in plain text too")
        #expect(!afterExit.contains("q quit"), "without the key help")
        #expect(terminal.settings == before)
    }

    @Test func interactiveNeedsATerminal() throws {
        let result = try ChildProcess.run(["--interactive"])
        #expect(result.status == 64)
    }

    private func replace(_ old: String, with new: String, in path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(old), "\(path) has no \(old)")
        try text.replacingOccurrences(of: old, with: new).write(
            toFile: path, atomically: false, encoding: .utf8)
    }
}
