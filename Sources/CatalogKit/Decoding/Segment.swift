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
    /// Each id's ``StringHash``, computed here, on the segment's own thread, so that the
    /// join only places ids.
    var idHashes: [UInt64]
    var outcome: Outcome

    /// Decodes elements from `start` (an element's first byte, white space allowed before
    /// it), reading no further than `windowEnd`, stopping when a `,` brings it exactly to
    /// one of `stops` (ascending offsets after `start`).
    static func decode<Schema: CatalogSchema>(
        _ schema: Schema.Type, base: UnsafePointer<UInt8>, start: Int, windowEnd: Int, stops: ArraySlice<Int>,
        capacityHint: Int
    ) -> Segment<Schema.Entity> where Schema.Entity == Entity {
        let entities = EntityBuffer<Entity>(capacity: capacityHint)
        defer { entities.releaseUnusedMemory() }
        var idOffsets: [Int] = []
        idOffsets.reserveCapacity(capacityHint)
        var idHashes: [UInt64] = []
        idHashes.reserveCapacity(capacityHint)
        var reader = ElementReader(
            cursor: JSONCursor(base: base, position: start, end: windowEnd), keys: Schema.keyTable)
        var nextStop = stops.startIndex
        do throws(DecodingFailure) {
            while true {
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
                if byte == 0x2C {
                    reader.cursor.position += 1
                    reader.cursor.skipWhitespace()
                    let position = reader.cursor.position
                    while nextStop < stops.endIndex, stops[nextStop] < position { nextStop += 1 }
                    if nextStop < stops.endIndex, stops[nextStop] == position {
                        return Segment(
                            entities: entities, idOffsets: idOffsets, idHashes: idHashes,
                            outcome: .landed(at: position))
                    }
                    continue
                }
                if byte == 0x5D {
                    reader.cursor.position += 1
                    reader.cursor.skipWhitespace()
                    guard reader.cursor.isAtEnd else {
                        throw reader.cursor.unexpected("the end of the file after the top-level array")
                    }
                    return Segment(
                        entities: entities, idOffsets: idOffsets, idHashes: idHashes, outcome: .closed)
                }
                throw reader.cursor.unexpected("',' or ']' after an array element")
            }
        } catch {
            return Segment(
                entities: entities, idOffsets: idOffsets, idHashes: idHashes, outcome: .failed(error))
        }
    }
}
