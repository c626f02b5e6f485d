import CatalogKit
import CellKit
import Foundation
import ProductDetail
import Testing

@testable import ProductDetailCLI

@Suite struct CommandFailureCatalogErrorTests {
    @Test func missingInputExitsSixtySix() {
        let missingFile = CommandFailure(
            CatalogError.unreadableFile(path: "/x/products.json", reason: "no such file"))
        #expect(missingFile.exitCode == .noInput)
        #expect(missingFile.message.contains("/x/products.json"))
        let noDirectory = CommandFailure(CatalogError.dataDirectoryNotFound(tried: ["--data (not given)"]))
        #expect(noDirectory.exitCode == .noInput)
    }

    @Test func badDataExitsSixtyFiveNamingFileAndPlace() {
        let location = SourceLocation(line: 3, column: 108)
        let failure = CommandFailure(
            CatalogError.invalidField(
                file: "products.json", path: "[1].price", location: location,
                expected: "an integer (minor units)", got: "12.5") as any Error)
        #expect(failure.exitCode == .dataError)
        #expect(failure.message.contains("products.json:3:108"))
        #expect(failure.message.contains("[1].price"))
        let truncated = CommandFailure(
            CatalogError.malformedJSON(
                file: "notes.json", location: location, message: "unexpected end of file"))
        #expect(truncated.exitCode == .dataError)
    }

    @Test func dataFilesAreNamedByTheDirectoryAsTheUserGaveIt() {
        let directory = DataDirectory(
            url: URL(fileURLWithPath: "/work/here/Data"), source: .explicit, shownPath: "Data")
        let location = SourceLocation(line: 3, column: 9)
        let malformed = CommandFailure(
            CatalogError.malformedJSON(file: "products.json", location: location, message: "expected ','"),
            in: directory)
        #expect(malformed.message == "Data/products.json:3:9: malformed JSON: expected ','")
        #expect(malformed.exitCode == .dataError)
        let unreadable = CommandFailure(
            CatalogError.unreadableFile(path: "/work/here/Data/notes.json", reason: "no such file"),
            in: directory)
        #expect(unreadable.message == "cannot read Data/notes.json: no such file")
        let empty = CatalogError.emptyFile(file: "notes.json").naming(filesIn: directory)
        #expect(empty == .emptyFile(file: "Data/notes.json"))
        let elsewhere = CatalogError.unreadableFile(path: "/elsewhere/products.json", reason: "gone")
        #expect(elsewhere.naming(filesIn: directory) == elsewhere, "a path outside the directory stays whole")
        let unknown = CommandFailure(CatalogError.unknownProduct(id: "x", suggestions: []), in: directory)
        #expect(
            unknown.message == "unknown product id \"x\" (list the ids: jq -r '.[].id' Data/products.json)")
        #expect(
            CommandFailure.noProducts(in: directory).message
                == "Data/products.json has no products; add one, or give another --data")
    }

    @Test func unknownProductExitsOneWithSuggestions() {
        let failure = CommandFailure(
            CatalogError.unknownProduct(id: "p-0001", suggestions: ["p-001", "p-010"]))
        #expect(failure.exitCode == .productNotFound)
        #expect(failure.message.contains("p-001"))
        #expect(failure.message.contains("p-010"))
    }

    @Test func unknownProductNamesTheFileThatListsTheIDsOfTheDataDirectoryInUse() {
        let failure = CommandFailure(
            CatalogError.unknownProduct(id: "p-0001", suggestions: ["p-001"]),
            dataDirectory: URL(fileURLWithPath: "/srv/catalog"))
        #expect(
            failure.stderrText
                == "product-detail: unknown product id \"p-0001\"; did you mean \"p-001\"? "
                + "(list the ids: jq -r '.[].id' /srv/catalog/products.json)\n")
        let spaced = CommandFailure(
            CatalogError.unknownProduct(id: "x", suggestions: []) as any Error,
            dataDirectory: URL(fileURLWithPath: "/my data/it's"))
        #expect(spaced.message.hasSuffix("(list the ids: jq -r '.[].id' '/my data/it'\\''s/products.json')"))
        let withoutDirectory = CommandFailure(CatalogError.unknownProduct(id: "x", suggestions: []))
        #expect(withoutDirectory.message == "unknown product id \"x\"")
    }

    @Test func unknownProductIDIsEscapedAndBounded() {
        let escaped = CommandFailure(
            CatalogError.unknownProduct(id: "\u{1B}[2J\u{1B}[31mX\u{202E}", suggestions: []))
        #expect(escaped.message == #"unknown product id "\u{1B}[2J\u{1B}[31mX\u{202E}""#)
        let huge = CommandFailure(
            CatalogError.unknownProduct(id: String(repeating: "x", count: 10_240), suggestions: []))
        #expect(huge.message.count < 120)
        #expect(!huge.stderrText.dropLast().unicodeScalars.contains { TerminalSafeText.isControl($0) })
    }
}
