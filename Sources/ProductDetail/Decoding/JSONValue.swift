/// A parsed JSON value with the byte offset where it starts, so decoding errors can point
/// at the exact line and column. Numbers keep their source text, so `12.5` given for an
/// integer field is reported exactly as written. Objects keep their fields as a list:
/// records have a dozen keys, where a linear search beats hashing every key.
struct JSONValue {
    enum Kind {
        /// Fields in source order; a repeated key is kept twice and the last one wins.
        case object([(key: String, value: JSONValue)])
        case array([JSONValue])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    var kind: Kind
    var offset: Int

    /// How the value reads in an error message: scalars as written (strings quoted and
    /// cut to 40 characters), containers by kind.
    var shortDescription: String {
        switch kind {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let text):
            let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "\"" + cut + "\""
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
    }
}
