// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// DetailStack: headless product detail pages built from reactive, diffed, horizontally
/// scrolling sections. No package dependencies; the toolchain is enough.
let package = Package(
    name: "DetailStack",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Relay", targets: ["Relay"]),
        .library(name: "RelayTesting", targets: ["RelayTesting"]),
        .library(name: "CellKit", targets: ["CellKit"]),
        .executable(name: "benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "Relay"),
        .target(name: "RelayTesting", dependencies: ["Relay"]),
        .target(name: "CellKit"),
        .executableTarget(name: "Benchmarks", dependencies: ["Relay"]),
        .testTarget(name: "RelayTests", dependencies: ["Relay", "RelayTesting"]),
        .testTarget(name: "RelayTestingTests", dependencies: ["Relay", "RelayTesting"]),
        .testTarget(
            name: "CellKitTests", dependencies: ["CellKit"], resources: [.process("Resources")]),
    ],
    swiftLanguageModes: [.v6]
)

// Branch shim: while targets are developed on separate branches, drop the ones whose
// sources are not on this branch yet, so each branch builds and tests on its own. Once every
// target's folder exists (after merging), this removes nothing.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let missingTargets = Set(
    package.targets.filter { target in
        let folder = target.type == .test ? "Tests" : "Sources"
        let path = packageRoot.appendingPathComponent("\(folder)/\(target.name)").path
        return !FileManager.default.fileExists(atPath: path)
    }.map(\.name))
package.targets.removeAll { missingTargets.contains($0.name) }
package.products.removeAll { product in
    missingTargets.contains { $0.lowercased() == product.name.lowercased() }
}
