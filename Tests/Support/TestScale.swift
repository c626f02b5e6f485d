import Foundation

/// How big the heavy tests run: one knob for every test target.
///
/// A plain `swift test` runs every suite at its small size, so a developer's run stays under
/// half a minute; CI sets `DETAILSTACK_TEST_SCALE=full` for the real sizes (a million items,
/// big catalogs, long property runs) and `reduced` under ThreadSanitizer, which is an order
/// of magnitude slower. Nothing is skipped at any scale: only sizes change.
///
/// ```swift
/// let count = TestScale.size(full: 1_000_000, small: 10_000)
/// ```
public enum TestScale: String, Sendable, CaseIterable {
    /// The default: every heavy case at a size that runs in moments.
    case small
    /// A twentieth of the full size (never below the small one): for slow builds such as
    /// ThreadSanitizer's.
    case reduced
    /// The sizes the tests were written for; what CI runs.
    case full

    /// The environment variable that chooses the scale.
    public static let variable = "DETAILSTACK_TEST_SCALE"

    /// The scale of this run, from `DETAILSTACK_TEST_SCALE` (`small` when unset or empty).
    public static let current: TestScale = {
        let value = ProcessInfo.processInfo.environment[variable] ?? ""
        guard !value.isEmpty else { return .small }
        guard let scale = TestScale(rawValue: value.lowercased()) else {
            preconditionFailure(
                "\(variable) must be one of \(allCases.map(\.rawValue).joined(separator: ", ")), got \"\(value)\""
            )
        }
        return scale
    }()

    /// The size a heavy case runs at in this run.
    ///
    /// - Parameters:
    ///   - full: The size at full scale.
    ///   - small: The size at small scale (at most `full`).
    public static func size(full: Int, small: Int) -> Int {
        size(full: full, small: small, at: current)
    }

    /// The size a heavy case runs at, at `scale`.
    public static func size(full: Int, small: Int, at scale: TestScale) -> Int {
        precondition(small <= full, "the small size (\(small)) must not exceed the full size (\(full))")
        switch scale {
        case .small: return small
        case .reduced: return Swift.max(small, full / 20)
        case .full: return full
        }
    }

    /// Whether this run is at full scale.
    public static var isFull: Bool { current == .full }
}
