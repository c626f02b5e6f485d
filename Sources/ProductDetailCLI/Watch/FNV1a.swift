/// The 64-bit FNV-1a hash: fast, dependency-free, and good enough to notice an edit.
enum FNV1a {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of `bytes`.
    ///
    /// - Complexity: O(*n*) for *n* bytes.
    static func hash64(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= prime
        }
        return hash
    }
}
