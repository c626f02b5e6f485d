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

    @Test func unknownProductExitsOneWithSuggestions() {
        let failure = CommandFailure(
            CatalogError.unknownProduct(id: "p-0001", suggestions: ["p-001", "p-010"]))
        #expect(failure.exitCode == .productNotFound)
        #expect(failure.message.contains("p-001"))
        #expect(failure.message.contains("p-010"))
    }
}
