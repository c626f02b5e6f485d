import Foundation

/// `fullSize` divided by `DETAILSTACK_HEAVY_SCALE` (default 1), at least 100, so the
/// ThreadSanitizer run can shrink heavy tests without skipping them.
func heavyScaled(_ fullSize: Int) -> Int {
    let divisor = Int(ProcessInfo.processInfo.environment["DETAILSTACK_HEAVY_SCALE"] ?? "1") ?? 1
    return max(100, fullSize / max(1, divisor))
}
