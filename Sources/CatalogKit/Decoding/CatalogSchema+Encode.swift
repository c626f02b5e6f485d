import Foundation

extension ProductSchema {
    /// Writes `product` as one JSON object with the schema's field names, in schema order.
    static func encode(_ product: Product, into text: inout String) {
        var object = JSONObjectWriter(keys: keys)
        object.string(product.id)
        object.string(product.shopID)
        object.string(product.name)
        object.string(product.brand)
        object.string(product.category)
        object.integer(product.price.minorUnits)
        object.string(product.price.currency.rawValue)
        object.number(product.rating)
        object.integer(product.reviewCount)
        object.integer(product.stock)
        object.strings(product.tags)
        object.strings(product.relatedProductIDs)
        object.string(product.imageSymbol)
        object.string(ISO8601Timestamp.string(from: product.updatedAt))
        text += object.close()
    }
}

extension NoteSchema {
    /// Writes `note` as one JSON object with the schema's field names, in schema order.
    static func encode(_ note: Note, into text: inout String) {
        var object = JSONObjectWriter(keys: keys)
        object.string(note.id)
        object.string(note.title)
        object.string(note.editor)
        object.string(ISO8601Timestamp.string(from: note.publishedAt))
        object.strings(note.productIDs)
        object.string(note.shopID)
        object.string(note.summary)
        text += object.close()
    }
}

/// Writes one JSON object field by field, taking the field names in order from a schema's
/// keys, so that what is written and what is read share one list of names.
struct JSONObjectWriter {
    private let keys: [StaticString]
    private var next = 0
    private var text = "{"

    init(keys: [StaticString]) {
        self.keys = keys
    }

    private mutating func key() {
        precondition(next < keys.count, "more values than the schema has keys")
        if next > 0 { text.append(",") }
        Self.appendString(keys[next].description, to: &text)
        text.append(":")
        next += 1
    }

    mutating func string(_ value: String) {
        key()
        Self.appendString(value, to: &text)
    }

    mutating func strings(_ values: [String]) {
        key()
        text.append("[")
        for (index, value) in values.enumerated() {
            if index > 0 { text.append(",") }
            Self.appendString(value, to: &text)
        }
        text.append("]")
    }

    mutating func integer(_ value: Int) {
        key()
        text.append(String(value))
    }

    mutating func number(_ value: Double) {
        key()
        text.append(value.isFinite ? "\(value)" : "0")
    }

    /// The object's text, once every field of the schema is written.
    func close() -> String {
        precondition(next == keys.count, "every field of the schema is written")
        return text + "}"
    }

    /// `value` as a JSON string: quotes, backslashes and control characters escaped.
    static func appendString(_ value: String, to text: inout String) {
        text.append("\"")
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text.append("\\\"")
            case "\\": text.append("\\\\")
            case "\n": text.append("\\n")
            case "\r": text.append("\\r")
            case "\t": text.append("\\t")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text.append("\"")
    }
}
