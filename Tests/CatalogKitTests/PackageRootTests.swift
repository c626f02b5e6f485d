import CatalogFixtures
import Foundation
import Testing

@testable import CatalogKit

@Suite struct PackageRootTests {
    @Test func nearestFolderWithAPackageManifestWins() {
        let files: Set<String> = ["/clone/Package.swift", "/clone/Sources/Inner/Package.swift"]
        let root = PackageRoot.enclosing("/clone/Sources/Inner/Deep/File.swift", isFile: files.contains)
        #expect(root?.path == "/clone/Sources/Inner")
        #expect(
            PackageRoot.enclosing("/clone/Sources/Other/File.swift", isFile: files.contains)?.path == "/clone"
        )
    }

    @Test func noManifestUpToTheRootGivesNil() {
        #expect(PackageRoot.enclosing("/a/b/c.swift", isFile: { _ in false }) == nil)
    }

    @Test func thisFileBelongsToThisPackage() throws {
        let root = try #require(PackageRoot.enclosing(#filePath))
        #expect(
            root.appendingPathComponent("Data").standardizedFileURL.path
                == Fixture.shippedData.standardizedFileURL.path)
    }
}
