import Foundation

/// Fixed moments, so relative dates ("3 days ago") in test output never drift.
package enum FixedClock {
    /// 2026-11-30T00:00:00Z, two days after the shipped data's newest note.
    package static let now = Date(timeIntervalSince1970: 1_795_996_800)
}
