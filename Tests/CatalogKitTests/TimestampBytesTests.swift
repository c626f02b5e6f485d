import Foundation
import Relay
import Testing

@testable import CatalogKit

@Suite struct TimestampBytesTests {
    /// The fixed-place reading of `YYYY-MM-DDTHH:MM:SSZ` gives what the general one gives
    /// for every 20-byte input: valid dates, impossible ones (February 30th, hour 24), leap
    /// days and leap seconds, and one byte changed anywhere.
    @Test func theCompactFormReadsAsTheGeneralOne() {
        var generator = SplitMix64(seed: 41)
        var accepted = 0
        var inputs: [[UInt8]] = []
        for _ in 0..<3_000 {
            let text = String(
                format: "%04d-%02d-%02dT%02d:%02d:%02dZ", Int(generator.next() % 10_000),
                Int(generator.next() % 14),
                Int(generator.next() % 33), Int(generator.next() % 26), Int(generator.next() % 62),
                Int(generator.next() % 63))
            var bytes = Array(text.utf8)
            inputs.append(bytes)
            let position = Int(generator.next() % 20)
            bytes[position] = UInt8(truncatingIfNeeded: generator.next() % 128)
            inputs.append(bytes)
        }
        inputs.append(Array("2024-02-29T23:59:60Z".utf8))
        inputs.append(Array("2023-02-29T00:00:00Z".utf8))
        inputs.append(Array("0000-01-01T00:00:00Z".utf8))
        inputs.append(Array("2026-11-30t09:00:00z".utf8))
        inputs.append(Array("2026-11-30T12:00:60Z".utf8))
        for bytes in inputs {
            #expect(bytes.count == TimestampBytes.compactCount)
            let general = bytes.withUnsafeBufferPointer(TimestampBytes.date(from:))
            let compact = bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.flatMap(TimestampBytes.compactDate(at:))
            }
            // A 20-byte timestamp the general reading accepts has no fraction and no
            // offset, so it is always the compact form: the two agree on every input.
            #expect(compact == general, "\(String(decoding: bytes, as: UTF8.self))")
            if compact != nil { accepted += 1 }
        }
        #expect(accepted > 500)
    }

    /// The data files' timestamps follow the pinned clock's rule: a real day of the years 0001
    /// to 9999, no hour 24, no leap second but at 23:59:60, nothing after the zone.
    @Test func dataFileTimestampsFollowTheOneRule() {
        func read(_ text: String) -> Date? {
            let bytes = Array(text.utf8)
            let general = bytes.withUnsafeBufferPointer(TimestampBytes.date(from:))
            if bytes.count == TimestampBytes.compactCount {
                let compact = bytes.withUnsafeBufferPointer {
                    $0.baseAddress.flatMap(TimestampBytes.compactDate(at:))
                }
                #expect(compact == general, "\(text)")
            }
            return general
        }
        for refused in [
            "2026-02-30T00:00:00Z", "0000-01-01T00:00:00Z", "2026-11-30T24:00:00Z", "2026-11-30T12:00:60Z",
            "2026-11-30T09:00:00Z\n", "2026-11-30T09:00:00Zjunk",
        ] {
            #expect(read(refused) == nil, "\(refused)")
        }
        #expect(read("0001-01-01T00:00:00Z")?.timeIntervalSince1970 == -62_135_596_800)
        #expect(read("1500-01-01T00:00:00Z")?.timeIntervalSince1970 == -14_831_769_600)
        #expect(read("2016-12-31T23:59:60Z")?.timeIntervalSince1970 == 1_483_228_800)
        #expect(read("2026-11-30T18:00:00+09:00")?.timeIntervalSince1970 == 1_796_029_200)
    }
}
