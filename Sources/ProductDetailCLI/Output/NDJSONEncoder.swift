import Foundation

/// Encodes values as NDJSON: one compact JSON object per line, keys sorted, ending in `\n`.
///
/// Sorted keys make lines stable enough to compare in tests and diff across runs. JSON
/// never needs a raw newline (strings escape it as `\n`), so each value is exactly one line.
///
/// ```swift
/// struct Event: Encodable { let type: String; let id: Int }
/// try NDJSONEncoder().line(for: Event(type: "page", id: 1))  // "{\"id\":1,\"type\":\"page\"}\n"
/// ```
struct NDJSONEncoder: Sendable {
    /// The UTF-8 bytes of one NDJSON line for `value`, newline included.
    ///
    /// - Throws: `EncodingError` when `value` cannot be encoded (a non-finite `Double`, for
    ///   example).
    func data(for value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var bytes = [UInt8](try encoder.encode(value))
        precondition(!bytes.contains(0x0A), "compact JSON contains no newline")
        bytes.append(0x0A)
        return bytes
    }

    /// One NDJSON line for `value`, newline included.
    ///
    /// - Throws: `EncodingError` when `value` cannot be encoded.
    func line(for value: some Encodable) throws -> String {
        String(decoding: try data(for: value), as: UTF8.self)
    }

    /// Writes one NDJSON line for `value` to `output`, which passes it to the kernel at once.
    ///
    /// - Throws: `EncodingError`, or `SystemError` from the write.
    func write(_ value: some Encodable, to output: OutputWriter) throws {
        try output.write(try data(for: value))
    }
}
