/// A run of consecutive top-level elements decoded on its own, and how it ended.
///
/// A segment starts where an element is believed to start (the first one after the `[`, or
/// a boundary guessed from the bytes: `}` `,` `{` with white space between) and reads up to
/// the next guessed boundary. It is trusted only when the segment before it ended exactly
/// on its start; otherwise its bytes are decoded again from a true boundary, so a guess
/// inside a string or a nested object never changes the result.
struct Segment<Entity>: @unchecked Sendable {
    enum Outcome {
        /// Ended after a `,` exactly at the next segment's start.
        case landed(at: Int)
        /// Read the closing `]` and nothing but white space after it.
        case closed
        /// Found a problem (element indexes relative to the segment); a real one only if the
        /// segment's start is a true boundary and it may read to the end of the file.
        case failed(DecodingFailure)
    }

    var entities: EntityBuffer<Entity>
    var idOffsets: [Int]
    /// Where each element starts (its first byte), from the start of the file.
    var elementStarts: [Int]
    /// The hash (`Pieces.hash`) of each element's bytes, from its first byte to the next
    /// element's (or the end of what the segment read), when the segment was asked for them.
    var elementHashes: [UInt64]
    /// Each id's ``StringHash``, computed here, on the segment's own thread, so that the
    /// join only places ids.
    var idHashes: [UInt64]
    var outcome: Outcome

    /// Decodes elements from `start` (an element's first byte, white space allowed before
    /// it), reading no further than `windowEnd`, stopping when a `,` brings it exactly to
    /// one of `stops` (ascending offsets after `start`).
    static func decode<Schema: CatalogSchema>(
        _ schema: Schema.Type, base: UnsafePointer<UInt8>, start: Int, windowEnd: Int, stops: ArraySlice<Int>,
        capacityHint: Int, hashesElements: Bool = false
    ) -> Segment<Schema.Entity> where Schema.Entity == Entity {
        let entities = EntityBuffer<Entity>(capacity: capacityHint)
        defer { entities.releaseUnusedMemory() }
        var idOffsets: [Int] = []
        idOffsets.reserveCapacity(capacityHint)
        var idHashes: [UInt64] = []
        idHashes.reserveCapacity(capacityHint)
        var elementStarts: [Int] = []
        elementStarts.reserveCapacity(capacityHint)
        var elementHashes: [UInt64] = []
        if hashesElements { elementHashes.reserveCapacity(capacityHint) }
        /// Hashes the last element's bytes, up to `end`.
        func hashLastElement(to end: Int) {
            guard hashesElements, let first = elementStarts.last else { return }
            elementHashes.append(Pieces.hash(base + first, count: end - first))
        }
        var reader = ElementReader(
            cursor: JSONCursor(base: base, position: start, end: windowEnd), keys: Schema.keyTable)
        var nextStop = stops.startIndex
        do throws(DecodingFailure) {
            while true {
                reader.cursor.skipWhitespace()
                elementStarts.append(reader.cursor.position)
                let (entity, idOffset) = try Schema.decode(&reader)
                idHashes.append(StringHash.hash(Schema.id(of: entity)))
                idOffsets.append(idOffset)
                entities.append(consume entity)
                reader.index += 1
                reader.cursor.skipWhitespace()
                guard let byte = reader.cursor.peek() else {
                    throw reader.cursor.syntaxError(
                        "unexpected end of file inside the top-level array (truncated?), expected ',' or ']'")
                }
                if byte == JSONByte.comma {
                    reader.cursor.position += 1
                    reader.cursor.skipWhitespace()
                    let position = reader.cursor.position
                    hashLastElement(to: position)
                    while nextStop < stops.endIndex, stops[nextStop] < position { nextStop += 1 }
                    if nextStop < stops.endIndex, stops[nextStop] == position {
                        return Segment(
                            entities: entities, idOffsets: idOffsets, elementStarts: elementStarts,
                            elementHashes: elementHashes, idHashes: idHashes,
                            outcome: .landed(at: position))
                    }
                    continue
                }
                if byte == JSONByte.closeBracket {
                    reader.cursor.position += 1
                    reader.cursor.skipWhitespace()
                    guard reader.cursor.isAtEnd else {
                        throw reader.cursor.unexpected("the end of the file after the top-level array")
                    }
                    hashLastElement(to: reader.cursor.position)
                    return Segment(
                        entities: entities, idOffsets: idOffsets, elementStarts: elementStarts,
                        elementHashes: elementHashes, idHashes: idHashes, outcome: .closed)
                }
                throw reader.cursor.unexpected("',' or ']' after an array element")
            }
        } catch {
            return Segment(
                entities: entities, idOffsets: idOffsets, elementStarts: elementStarts,
                elementHashes: elementHashes, idHashes: idHashes, outcome: .failed(error))
        }
    }
}
