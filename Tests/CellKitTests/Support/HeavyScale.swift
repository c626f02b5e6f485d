import Foundation

/// `fullSize` divided by `DETAILSTACK_HEAVY_SCALE` (default 1), at least 10, so a
/// ThreadSanitizer run can scale heavy tests down without skipping them.
func heavyCount(_ fullSize: Int) -> Int {
    let divisor = Int(ProcessInfo.processInfo.environment["DETAILSTACK_HEAVY_SCALE"] ?? "1") ?? 1
    return max(10, fullSize / max(1, divisor))
}
