import Foundation
import Relay
import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct FileChangeDetectorTests {
    private let directory = TemporaryDirectory()

    /// Sets the modification time of `path` to exactly `seconds`.`nanoseconds`.
    private func setModificationTime(_ path: String, seconds: Int, nanoseconds: Int) {
        let times = [
            timespec(tv_sec: seconds, tv_nsec: nanoseconds), timespec(tv_sec: seconds, tv_nsec: nanoseconds),
        ]
        precondition(utimensat(AT_FDCWD, path, times, 0) == 0, "utimensat failed: errno \(errno)")
    }

    @Test func nothingChangedReportsNothing() {
        let products = directory.write("[1,2,3]", to: "products.json")
        let detector = FileChangeDetector(paths: [products])
        #expect(detector.changes() == FileChanges())
        #expect(detector.changes().isEmpty)
    }

    @Test func fingerprintHasSizeNanosecondTimeAndHash() throws {
        let products = directory.write("[1,2,3]", to: "products.json")
        setModificationTime(products, seconds: 1_700_000_000, nanoseconds: 123_456_789)
        let detector = FileChangeDetector(paths: [products])
        let fingerprint = try #require(detector.fingerprint(of: products))
        #expect(fingerprint.size == 7)
        #expect(fingerprint.modificationSeconds == 1_700_000_000)
        #expect(fingerprint.modificationNanoseconds == 123_456_789)
        #expect(fingerprint.contentHash == FNV1a.hash64(Array("[1,2,3]".utf8)))
    }

    @Test func contentChangeOfTheSameSizeIsReported() {
        let products = directory.write("{\"price\":1200}", to: "products.json")
        let notes = directory.write("[]", to: "notes.json")
        let detector = FileChangeDetector(paths: [products, notes])
        directory.write("{\"price\":9800}", to: "products.json")
        #expect(detector.changes() == FileChanges(changed: [products]))
        #expect(detector.changes().isEmpty, "a change is reported once")
    }

    @Test func sameSizeEditWithTheOldModificationTimeIsCaughtByTheHash() {
        let products = directory.write("{\"stock\":5}", to: "products.json")
        setModificationTime(products, seconds: 1_700_000_000, nanoseconds: 42)
        let detector = FileChangeDetector(paths: [products])
        directory.write("{\"stock\":6}", to: "products.json")
        setModificationTime(products, seconds: 1_700_000_000, nanoseconds: 42)
        #expect(detector.changes() == FileChanges(changed: [products]))
    }

    @Test func touchWithTheSameContentIsNotAChange() throws {
        let products = directory.write("[1]", to: "products.json")
        setModificationTime(products, seconds: 1_700_000_000, nanoseconds: 1)
        let detector = FileChangeDetector(paths: [products])
        setModificationTime(products, seconds: 1_700_000_100, nanoseconds: 2)
        #expect(detector.changes().isEmpty)
        let fingerprint = try #require(detector.fingerprint(of: products))
        #expect(fingerprint.modificationSeconds == 1_700_000_100, "the new time is remembered")
        #expect(fingerprint.modificationNanoseconds == 2)
    }

    @Test func deletedFileIsReportedAsRemovedOnce() {
        let products = directory.write("[1]", to: "products.json")
        let detector = FileChangeDetector(paths: [products])
        #expect(unlink(products) == 0)
        #expect(detector.changes() == FileChanges(removed: [products]))
        #expect(detector.changes().isEmpty)
    }

    @Test func fileThatAppearsIsReportedAsChanged() {
        let notes = directory.file("notes.json")
        let detector = FileChangeDetector(paths: [notes])
        #expect(detector.changes().isEmpty)
        directory.write("[]", to: "notes.json")
        #expect(detector.changes() == FileChanges(changed: [notes]))
    }

    @Test func unreadableFileIsRetriedNotReportedAndKeepsItsFingerprint() throws {
        let products = directory.write("[1]", to: "products.json")
        let detector = FileChangeDetector(paths: [products])
        let fingerprint = detector.fingerprint(of: products)
        try FileManager.default.removeItem(atPath: products)
        try FileManager.default.createDirectory(atPath: products, withIntermediateDirectories: false)
        #expect(detector.changes() == FileChanges(retrying: [products]))
        #expect(detector.fingerprint(of: products) == fingerprint)
        try FileManager.default.removeItem(atPath: products)
        directory.write("[2]", to: "products.json")
        #expect(detector.changes() == FileChanges(changed: [products]))
    }

    @Test func retriedFileWithItsOldContentIsNotAChange() throws {
        let products = directory.write("[1]", to: "products.json")
        let detector = FileChangeDetector(paths: [products])
        try FileManager.default.removeItem(atPath: products)
        try FileManager.default.createDirectory(atPath: products, withIntermediateDirectories: false)
        #expect(detector.changes().retrying == [products])
        try FileManager.default.removeItem(atPath: products)
        directory.write("[1]", to: "products.json")
        #expect(detector.changes().isEmpty)
    }

    @Test func fileGrowingWhileReadIsRetriedThenReportedWhenWhole() {
        let products = directory.write("[1,", to: "products.json")
        let growing = Locked(true)
        let access = FileAccess(
            status: FileAccess.live.status,
            contents: { path in
                if growing.withLock({ $0 }) {
                    // Another process appends between our stat and our read.
                    let handle = FileHandle(forWritingAtPath: path)!
                    handle.seekToEndOfFile()
                    handle.write(Data("2".utf8))
                    handle.closeFile()
                }
                return FileAccess.live.contents(path)
            })
        let detector = FileChangeDetector(paths: [products], access: access)
        #expect(detector.fingerprint(of: products) == nil, "the first look saw a file in flux")
        #expect(detector.changes() == FileChanges(retrying: [products]))
        growing.withLock { $0 = false }
        directory.write("[1,2,3]", to: "products.json")
        #expect(detector.changes() == FileChanges(changed: [products]))
        #expect(detector.fingerprint(of: products)?.size == 7)
    }

    @Test func reportListsFilesInTheOrderTheyWereGiven() {
        let names = ["c.json", "a.json", "b.json"]
        let paths = names.map { directory.write("1", to: $0) }
        let detector = FileChangeDetector(paths: paths)
        for name in names.reversed() { directory.write("2", to: name) }
        #expect(detector.changes().changed == paths)
    }
}
