import CatalogKit
import Foundation
import Testing

@testable import ProductDetailCLI

/// The app's shape: one phase, one presenter per output, and no state without a reader.
@MainActor
@Suite struct ProductDetailAppTests {
    private let output = Pipe()

    private func app(_ arguments: [String]) throws -> ProductDetailApp {
        guard case .run(let options) = try CommandLineOptions.parse(arguments) else {
            throw ProcessError("\(arguments) is not a run")
        }
        let context = AppContext(
            environment: [:], currentDirectory: NSTemporaryDirectory(),
            output: OutputWriter(fileDescriptor: output.writeEnd),
            errorOutput: OutputWriter(fileDescriptor: output.writeEnd), inputDescriptor: output.readEnd,
            inputIsTerminal: false, outputIsTerminal: false, now: Date(timeIntervalSince1970: 0))
        return ProductDetailApp(options: options, context: context)
    }

    nonisolated static let runs: [[String]] = [
        [], ["--watch"], ["--simulate", "--watch"], ["--format", "json", "--simulate"], ["--interactive"],
    ]

    @Test(arguments: runs)
    func theAppHoldsAtMostTwelveStoredPropertiesAndNoCatalog(arguments: [String]) throws {
        let children = Mirror(reflecting: try app(arguments)).children
        #expect(children.count <= 12, "\(children.compactMap(\.label))")
        let types = children.map { type(of: $0.value) }
        #expect(!types.contains { $0 == Catalog.self || $0 == Catalog?.self }, "a catalog outlives its use")
    }

    @Test func eachOutputHasItsOwnPresenter() throws {
        #expect(try app([]).presenter is OneFramePresenter)
        #expect(try app(["--format", "json"]).presenter is NDJSONPresenter)
        #expect(try app(["--format", "json", "--simulate", "--watch"]).presenter is NDJSONPresenter)
        #expect(try app(["--watch"]).presenter is LiveTextPresenter)
        #expect(try app(["--simulate"]).presenter is LiveTextPresenter)
        #expect(try app(["--interactive"]).presenter is InteractivePresenter)
    }

    @Test func aRunStartsLoadingWithNothingToShow() throws {
        let app = try app(["--watch"])
        guard case .loading(nil) = app.phase else {
            Issue.record("phase \(app.phase)")
            return
        }
        #expect(app.viewModel == nil)
        #expect(try self.app(["--simulate"]).simulation != nil)
        #expect(try self.app(["--watch"]).simulation == nil)
    }
}
