import CatalogKit
import Foundation
import ProductDetail
import TestSupport
import Testing

@testable import ProductDetailCLI

@Suite struct DataDirectoryTests {
    private let source = "/clone/Sources/ProductDetailCLI/Options/DataDirectory.swift"

    private func resolve(
        explicit: String? = nil, environment: [String: String] = [:], directories: Set<String>,
        files: Set<String> = ["/clone/Package.swift"]
    ) throws(CatalogError) -> DataDirectory {
        try DataDirectory.resolve(
            explicit: explicit, environment: environment, currentDirectory: "/work/here", sourceFile: source,
            isDirectory: { directories.contains($0) }, isFile: { files.contains($0) })
    }

    private let everywhere: Set<String> = [
        "/explicit", "/work/here/relative", "/env", "/work/here/Data", "/clone/Data",
    ]

    @Test func explicitPathComesFirst() throws {
        let found = try resolve(
            explicit: "/explicit", environment: ["PRODUCT_DETAIL_DATA": "/env"], directories: everywhere)
        #expect(found == DataDirectory(url: URL(fileURLWithPath: "/explicit"), source: .explicit))
    }

    @Test func relativeExplicitPathIsResolvedAgainstTheCurrentDirectory() throws {
        let found = try resolve(explicit: "relative", directories: everywhere)
        #expect(found.url.path == "/work/here/relative")
        #expect(found.source == .explicit)
    }

    @Test func environmentVariableComesSecond() throws {
        let found = try resolve(environment: ["PRODUCT_DETAIL_DATA": "/env"], directories: everywhere)
        #expect(found == DataDirectory(url: URL(fileURLWithPath: "/env"), source: .environment))
    }

    @Test func emptyEnvironmentVariableIsIgnored() throws {
        let found = try resolve(environment: ["PRODUCT_DETAIL_DATA": ""], directories: everywhere)
        #expect(found.source == .currentDirectory)
    }

    @Test func dataInTheCurrentDirectoryComesThird() throws {
        let found = try resolve(directories: everywhere)
        #expect(
            found
                == DataDirectory(
                    url: URL(fileURLWithPath: "/work/here/Data"), source: .currentDirectory, shownPath: "Data"
                ))
    }

    @Test func messagesNameTheDirectoryAsTheUserGaveIt() throws {
        #expect(
            try resolve(explicit: "relative/", directories: everywhere).shown("products.json")
                == "relative/products.json")
        #expect(
            try resolve(explicit: "/explicit//", directories: everywhere).shown("notes.json")
                == "/explicit/notes.json")
        #expect(
            try resolve(environment: ["PRODUCT_DETAIL_DATA": "relative"], directories: everywhere).shownPath
                == "relative")
        #expect(try resolve(directories: everywhere).shown("products.json") == "Data/products.json")
        #expect(
            try resolve(directories: ["/clone/Data"]).shown("products.json") == "/clone/Data/products.json")
        #expect(try resolve(explicit: "/", directories: ["/"]).shown("products.json") == "/products.json")
    }

    @Test func packageDataIsFoundByWalkingUpToPackageSwift() throws {
        let found = try resolve(directories: ["/clone/Data"])
        #expect(found == DataDirectory(url: URL(fileURLWithPath: "/clone/Data"), source: .package))
    }

    @Test func missingExplicitDirectoryFailsWithoutFallingBack() {
        #expect(throws: CatalogError.dataDirectoryNotFound(tried: ["--data /nowhere (not a directory)"])) {
            try resolve(explicit: "/nowhere", directories: everywhere)
        }
        #expect(
            throws: CatalogError.dataDirectoryNotFound(tried: [
                "PRODUCT_DETAIL_DATA=/nowhere (not a directory)"
            ])
        ) {
            try resolve(environment: ["PRODUCT_DETAIL_DATA": "/nowhere"], directories: everywhere)
        }
    }

    @Test func nothingFoundNamesEveryPlaceTried() throws {
        let error = try #require(throws: CatalogError.self) { try resolve(directories: []) }
        #expect(
            error.description
                == "no data directory found; tried: --data (not given); PRODUCT_DETAIL_DATA (not set); "
                + "./Data (/work/here/Data); package Data (/clone/Data)")
        let noPackage = try #require(throws: CatalogError.self) { try resolve(directories: [], files: []) }
        #expect(noPackage.description.hasSuffix("package Data (no Package.swift above \(source))"))
    }

    @Test func pathsInTheErrorAreEscapedAndBounded() throws {
        let hostile = "/tmp/\u{1B}[2J" + String(repeating: "d", count: 10_000)
        let error = try #require(throws: CatalogError.self) {
            try resolve(explicit: hostile, directories: [])
        }
        #expect(error.description.count < 160)
        #expect(error.description.contains("--data /tmp/\\u{1B}[2Jddd"))
        #expect(!error.description.contains("\u{1B}"))
    }

    @Test func searchOrderIsTheOrderOfTheSources() {
        #expect(DataDirectory.Source.allCases == [.explicit, .environment, .currentDirectory, .package])
    }

    @Test func defaultSourceFileFindsThisPackagesData() throws {
        let found = try DataDirectory.resolve(
            explicit: nil, environment: [:], currentDirectory: "/nonexistent-dir")
        #expect(found.source == .package)
        #expect(
            found.url.standardizedFileURL.path
                == TemporaryDirectory.shippedData.standardizedFileURL.path)
    }
}
