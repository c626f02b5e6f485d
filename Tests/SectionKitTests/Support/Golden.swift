import Foundation
import TestSupport

/// This suite's golden files, in `Tests/SectionKitTests/Golden/`.
let golden = GoldenFiles(
    directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden"))
