import Foundation

extension ProductSchema {
    /// Writes `product` as one JSON object with the schema's field names, in schema order
    /// (`Field` is the one list of them).
    static func encode(_ product: Product, into text: inout String) {
        var object = JSONObjectWriter(keys: keys)
        for field in Field.allCases {
            switch field {
            case .id: object.string(product.id)
            case .shopID: object.string(product.shopID)
            case .name: object.string(product.name)
            case .brand: object.string(product.brand)
            case .category: object.string(product.category)
            case .price: object.integer(product.price.minorUnits)
            case .currency: object.string(product.price.currency.rawValue)
            case .rating: object.number(product.rating)
            case .reviewCount: object.integer(product.reviewCount)
            case .stock: object.integer(product.stock)
            case .tags: object.strings(product.tags)
            case .relatedProductIDs: object.strings(product.relatedProductIDs)
            case .imageSymbol: object.string(product.imageSymbol)
            case .updatedAt: object.string(ISO8601Timestamp.string(from: product.updatedAt))
            }
        }
        text += object.close()
    }
}

extension NoteSchema {
    /// Writes `note` as one JSON object with the schema's field names, in schema order.
    static func encode(_ note: Note, into text: inout String) {
        var object = JSONObjectWriter(keys: keys)
        for field in Field.allCases {
            switch field {
            case .id: object.string(note.id)
            case .title: object.string(note.title)
            case .editor: object.string(note.editor)
            case .publishedAt: object.string(ISO8601Timestamp.string(from: note.publishedAt))
            case .productIDs: object.strings(note.productIDs)
            case .shopID: object.string(note.shopID)
            case .summary: object.string(note.summary)
            }
        }
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
