// swift-tools-version: 6.0
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
        .library(name: "SectionKit", targets: ["SectionKit"]),
        .library(name: "CatalogKit", targets: ["CatalogKit"]),
        .library(name: "ProductDetail", targets: ["ProductDetail"]),
        .library(name: "ProductDetailCLI", targets: ["ProductDetailCLI"]),
        .executable(name: "product-detail", targets: ["product-detail"]),
        .executable(name: "benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "Relay", exclude: ["Generator"]),
        .target(name: "RelayTesting", dependencies: ["Relay"]),
        // The generator script writes Canvas/UnicodeWidthData.swift; it is not built.
        .target(name: "CellKit", exclude: ["Canvas/Generator"]),
        .target(name: "SectionKit", dependencies: ["Relay", "CellKit"]),
        // The data layer: entities, the schema decoder, storage, repositories, change routing.
        .target(name: "CatalogKit", dependencies: ["Relay"]),
        .target(
            name: "ProductDetail", dependencies: ["Relay", "CellKit", "SectionKit", "CatalogKit"],
            resources: [.process("Resources")]),
        .target(
            name: "ProductDetailCLI",
            dependencies: ["Relay", "CellKit", "SectionKit", "CatalogKit", "ProductDetail"]),
        .executableTarget(name: "product-detail", dependencies: ["ProductDetailCLI"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "Relay", "RelayTesting", "CellKit", "SectionKit", "CatalogKit", "ProductDetail",
                "CatalogFixtures",
            ]),
        // Catalogs for benchmarks and tests (large synthetic ones, small ones, JSON builders);
        // not a product.
        .target(name: "CatalogFixtures", dependencies: ["CatalogKit", "Relay"]),
        // Helpers shared by the test targets (golden files, the test scale); not a product.
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(name: "RelayTests", dependencies: ["Relay", "RelayTesting", "TestSupport"]),
        .testTarget(name: "RelayTestingTests", dependencies: ["Relay", "RelayTesting"]),
        .testTarget(
            name: "CellKitTests", dependencies: ["CellKit", "Relay", "TestSupport"],
            resources: [.process("Resources")]),
        .testTarget(
            name: "SectionKitTests",
            dependencies: ["SectionKit", "CellKit", "Relay", "RelayTesting", "TestSupport"],
            exclude: ["Golden"]),
        .testTarget(
            name: "CatalogKitTests",
            dependencies: ["CatalogKit", "Relay", "RelayTesting", "TestSupport", "CatalogFixtures"]),
        .testTarget(
            name: "ProductDetailTests",
            dependencies: [
                "ProductDetail", "CatalogKit", "Relay", "RelayTesting", "CellKit", "SectionKit",
                "TestSupport",
                "CatalogFixtures",
            ],
            exclude: ["Golden"]),
        .testTarget(
            name: "ProductDetailCLITests",
            dependencies: [
                "ProductDetailCLI", "product-detail", "ProductDetail", "CatalogKit", "Relay", "RelayTesting",
                "TestSupport", "CatalogFixtures",
            ],
            exclude: ["EndToEnd/Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
