/// A small, fast, seeded random number generator (SplitMix64), shared by every module and
/// test target of the package so that generated catalogs,
/// simulated changes and benchmark inputs are the same on every machine and every run.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let price = Int.random(in: 100...20_000, using: &random)
/// ```
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; the same seed always gives the same sequence.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
