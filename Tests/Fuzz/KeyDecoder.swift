// fuzz-modules: Relay CellKit SectionKit CatalogKit ProductDetail ProductDetailCLI
//
// libFuzzer target: `KeyDecoder` on any bytes a terminal could send, split into reads at
// any places. The first input byte chooses the split points; the rest are the bytes. Decoding
// must never trap, and the keys must not depend on how the bytes were split into reads: the
// keys of one read of everything equal the keys of the pieces, each fed in turn, plus the
// final `flush()`. Built and run by `.ci/fuzz KeyDecoder`.
@testable import ProductDetailCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func keyDecoderFuzzTest(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let input = UnsafeRawBufferPointer(start: start, count: count)
    let splitSeed = Int(input[0])
    let bytes = Array(input.dropFirst())

    var whole = KeyDecoder()
    let keysAtOnce = whole.decode(bytes) + whole.flush()

    var pieces = KeyDecoder()
    var keysInPieces: [Key] = []
    var offset = 0
    var step = 0
    while offset < bytes.count {
        // Piece lengths 1…8 in a pattern the seed picks, so splits land inside sequences.
        let length = min(bytes.count - offset, 1 + (splitSeed >> (step % 6) + step) % 8)
        keysInPieces += pieces.decode(bytes[offset..<(offset + length)])
        offset += length
        step += 1
    }
    keysInPieces += pieces.flush()

    if keysAtOnce != keysInPieces {
        fatalError("reads split differently gave \(keysInPieces), one read gave \(keysAtOnce) for \(bytes)")
    }
    if pieces.hasPendingInput { fatalError("flush left input pending for \(bytes)") }
    return 0
}
