import Foundation
import TestSupport

/// This suite's golden files, in `Tests/ProductDetailTests/Golden/`.
let golden = GoldenFiles(
    directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden"))
