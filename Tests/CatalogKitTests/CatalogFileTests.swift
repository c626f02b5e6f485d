import CatalogFixtures
import Foundation
import Relay
import TestSupport
import Testing

@testable import CatalogKit

#if canImport(Glibc)
    import Glibc
#endif

/// What a user sees when a data file is not a readable regular file: never a hang, never
/// the wrong reason.
@Suite struct CatalogFileTests {
    private func reason(_ path: String) throws -> String {
        let error = try #require(throws: CatalogError.self) {
            try CatalogDecoder().decodeFiles(
                products: .file(URL(fileURLWithPath: path), name: "p"), notes: nil)
        }
        guard case .unreadableFile(let reported, let reason) = error else {
            Issue.record("expected unreadableFile, got \(error)")
            return ""
        }
        #expect(reported == path)
        #expect(throws: error) { try CatalogFile.readData(URL(fileURLWithPath: path)) }
        return reason
    }

    @Test func aNamedPipeIsRefusedWithoutWaitingForAWriter() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("products.json").path
        #expect(mkfifo(path, 0o644) == 0)
        #expect(try reason(path) == "it is a named pipe (FIFO), expected a regular JSON file")
    }

    @Test func devicesAreRefusedByKind() throws {
        #expect(
            try reason("/dev/null")
                == "it is a character device (like /dev/null), expected a regular JSON file")
        #expect(
            try reason("/dev/zero")
                == "it is a character device (like /dev/null), expected a regular JSON file")
    }

    @Test func symbolicLinkLoopsAndBrokenLinksSayWhatTheyAre() throws {
        let directory = try TemporaryDirectory()
        let a = directory.url.appendingPathComponent("a.json").path
        let b = directory.url.appendingPathComponent("b.json").path
        try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: b)
        try FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: a)
        #expect(try reason(a) == "too many levels of symbolic links (a link loop?)")
        let broken = directory.url.appendingPathComponent("broken.json").path
        try FileManager.default.createSymbolicLink(atPath: broken, withDestinationPath: "/nonexistent/x.json")
        #expect(try reason(broken) == "a symbolic link to a file that does not exist")
        #expect(try reason(directory.url.appendingPathComponent("missing.json").path) == "no such file")
    }

    @Test func directoriesAndPathsThroughFilesAreNamed() throws {
        let directory = try TemporaryDirectory()
        #expect(try reason(directory.url.path) == "it is a directory, expected a JSON file")
        try directory.write("[]", to: "file")
        #expect(
            try reason(directory.url.appendingPathComponent("file/x.json").path)
                == "a part of the path is not a directory")
    }

    @Test func anUnreadableFileSaysPermissionDenied() throws {
        let directory = try TemporaryDirectory()
        try directory.write("[]", to: "products.json")
        let path = directory.url.appendingPathComponent("products.json").path
        #expect(chmod(path, 0) == 0)
        if geteuid() == 0 {
            // Root reads any file: the mapping of the error itself is what can be checked.
            #expect(CatalogFile.openFailureReason(EACCES, path: path) == "permission denied")
        } else {
            #expect(try reason(path) == "permission denied")
        }
    }

    @Test func aSparseFileClaimingTooManyBytesIsRefusedNotAllocated() throws {
        let directory = try TemporaryDirectory()
        try directory.write("[]", to: "products.json")
        let path = directory.url.appendingPathComponent("products.json").path
        #expect(truncate(path, off_t(CatalogFile.maximumSize) + 1) == 0)
        #expect(
            try reason(path) == "it is too large (\(CatalogFile.maximumSize + 1) bytes; the limit is 64 GiB)")
    }

    @Test func anEmptyRegularFileIsEmptyNotUnreadable() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "products.json")
        let url = directory.url.appendingPathComponent("products.json")
        #expect(throws: CatalogError.emptyFile(file: "products.json")) {
            try CatalogDecoder().decodeFiles(products: .file(url, name: "products.json"), notes: nil)
        }
    }

    @Test func aFileLargerThanOneBlockIsReadWhole() throws {
        let directory = try TemporaryDirectory()
        let count = TestScale.size(full: 20_000, small: 1_000)
        try CatalogGenerator(seed: 3).write(productCount: count, to: directory.url)
        let url = directory.url.appendingPathComponent("products.json")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(count < 20_000 || size > FileByteSource.blockSize)
        let decoded = try CatalogDecoder().decodeFiles(
            products: .file(url, name: "products.json"), notes: nil)
        let reference = try CatalogDecoder().decodeProducts(Data(contentsOf: url), file: "products.json")
        #expect(decoded.products?.entities == reference)
        #expect(reference.count == count)
    }

    @Test func anErrorDeepInALargeFileIsFoundAtTheSamePlaceAsInMemory() throws {
        let directory = try TemporaryDirectory()
        let count = TestScale.size(full: 30_000, small: 1_500)
        try CatalogGenerator(seed: 5).write(productCount: count, to: directory.url)
        let url = directory.url.appendingPathComponent("products.json")
        var bytes = try Array(Data(contentsOf: url))
        // Break the price of a product two thirds in: segments before it were decoded and
        // their pages given back before the error is found.
        let needle = Array("\"price\":".utf8)
        var offset = bytes.count * 2 / 3
        while offset + needle.count < bytes.count, Array(bytes[offset..<(offset + needle.count)]) != needle {
            offset += 1
        }
        bytes.insert(UInt8(ascii: "-"), at: offset + needle.count)
        try Data(bytes).write(to: url)
        let fromFile = try #require(throws: CatalogError.self) {
            try CatalogDecoder().decodeFiles(products: .file(url, name: "products.json"), notes: nil)
        }
        let inMemory = try #require(throws: CatalogError.self) {
            try CatalogDecoder().decodeProducts(Data(bytes), file: "products.json")
        }
        #expect(fromFile == inMemory)
        #expect(fromFile.description.contains("must not be negative"))
    }
}

/// Files of /proc and /sys claim a size of 0 and make their contents up as they are read:
/// each is one accurate error, the same at every look.
@Suite struct KernelFileTests {
    @Test(arguments: ["/proc/self/status", "/proc/self/mem"])
    func aKernelFileIsOneAccurateErrorAtEveryLook(target: String) throws {
        let directory = try TemporaryDirectory()
        try Fixture.writeSmallCatalog(to: directory.url)
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let errors = Recorder<CatalogError>()
        let subscription = errors.record(repository.errors)
        defer { subscription.dispose() }
        try FileManager.default.removeItem(atPath: directory.file("products.json"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("products.json"), withDestinationPath: target)
        for _ in 0..<3 { repository.reload() }
        #expect(errors.elements.count == 1, "\(errors.elements)")
        let message = try #require(errors.elements.first).description
        #expect(message.contains("claims to be empty but"), "\(message)")
        #expect(message.contains("products.json"))
        #expect(repository.currentCatalog?.products.count == 3)
    }
}
