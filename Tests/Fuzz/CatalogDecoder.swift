// fuzz-modules: Relay CatalogKit
//
// libFuzzer target: the catalog decoder on any bytes. The first byte picks the file kind
// (products or notes) and a segment size; the rest is the file. Besides never crashing,
// decoding in tiny segments must give exactly what decoding in one piece gives (the same
// entities, or the same error at the same place), and every error must be one printable
// line. Built and run by `.ci/fuzz CatalogDecoder`.
import Foundation

@testable import CatalogKit

@_cdecl("LLVMFuzzerTestOneInput")
public func catalogDecoderFuzzTest(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let selector = bytes[0]
    let data = Data(bytes[1...])
    let segmentSize = [1, 7, 64, 4096][Int(selector >> 1) & 3]
    if selector & 1 == 0 {
        compare(data, segmentSize: segmentSize) { decoder, data throws(CatalogError) in
            try decoder.decodeIndexedProducts(data, file: "products.json").products
        }
    } else {
        compare(data, segmentSize: segmentSize) { decoder, data throws(CatalogError) in
            try decoder.decodeIndexedNotes(data, file: "notes.json").notes
        }
    }
    return 0
}

private func compare<Entity: Equatable>(
    _ data: Data, segmentSize: Int, _ decode: (CatalogDecoder, Data) throws(CatalogError) -> [Entity]
) {
    let whole = Result { () throws(CatalogError) in try decode(CatalogDecoder(segmentSize: 1 << 30), data) }
    let segmented = Result { () throws(CatalogError) in
        try decode(CatalogDecoder(segmentSize: segmentSize), data)
    }
    guard whole == segmented else {
        fatalError("segment size \(segmentSize) changed the result: \(whole) vs \(segmented)")
    }
    if case .failure(let error) = whole {
        let message = error.description
        guard !message.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            fatalError("an error message holds a control character: \(message.debugDescription)")
        }
    }
}
