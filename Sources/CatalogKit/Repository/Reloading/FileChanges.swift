import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What changed in a data file since the repository last read it, found from a `FileScan` and
/// the file's `FileIndex` alone: the chunks whose bytes are the same are kept as they were
/// (not decoded), and each run of changed chunks is read again and decoded, as a region.
///
/// The file's new layout is the old chunks kept and the regions decoded, in file order. Every
/// chunk starts at a true element start (the first one does; a kept chunk holds whole elements
/// and so ends on one; a region is decoded until it lands exactly on the next chunk's start, or
/// else grows over that chunk), so what is decoded is what a decoder reading the whole file
/// would find there.
struct FileChanges<Entity: Sendable>: Sendable {
    /// One part of the new file, in order.
    enum Part: Sendable {
        /// An old chunk whose bytes did not change.
        case kept(oldChunk: Int)
        /// A run of changed bytes, decoded (an index into `regions`).
        case decoded(region: Int)
    }

    /// A run of changed chunks, decoded.
    struct Region: Sendable {
        /// Its pieces, in the scan's list.
        var pieceRange: Range<Int>
        var entities: [Entity]
        var elementStarts: [Int]
        var elementHashes: [UInt64]
        /// Where each element's id is, for errors.
        var idOffsets: [Int]
    }

    var parts: [Part] = []
    var regions: [Region] = []
    /// The old chunks not kept: their elements changed, moved or are gone.
    var replacedOldChunks: [Int] = []
    /// The scan the changes were found in.
    var scan: FileScan
    /// The file's path, to find an error's line and column.
    var path: String

    /// The line and column of byte `offset` of the file, read again (error paths only).
    func location(of offset: Int) -> SourceLocation? {
        guard let (descriptor, _) = try? CatalogFile.open(path) else { return nil }
        defer { close(descriptor) }
        return CatalogFile.location(of: offset, descriptor: descriptor, path: path)
    }

    /// Whether the file's bytes are those of the index.
    var isUnchanged: Bool { regions.isEmpty && replacedOldChunks.isEmpty }

    /// The changes in the file at `path` (named `file` in errors) since `index`, given its scan;
    /// `nil` when more than half of its bytes changed (decoding the file whole, on every core,
    /// then costs less than decoding its regions one by one).
    ///
    /// - Throws: `CatalogError` for what the changed regions hold: bad JSON, a bad field, an
    ///   element that is not an object of `Schema`, each with its `line:column` and the
    ///   element's index in the new file.
    static func find<Schema: CatalogSchema>(
        _ schema: Schema.Type, in scan: FileScan, since index: FileIndex, path: String, file: String
    ) throws(CatalogError) -> FileChanges<Entity>? where Schema.Entity == Entity {
        var changes = FileChanges(scan: scan, path: path)
        let chunks = Self.chunks(of: scan.pieces)
        // Old chunks by hash, each taken once, in order.
        var available: [UInt64: [Int]] = [:]
        for old in (0..<index.chunkCount).reversed() {
            available[index.chunkHashes[old], default: []].append(old)
        }
        var matched: [Int?] = chunks.map { chunk in
            guard var candidates = available[chunk.hash], let old = candidates.popLast() else { return nil }
            available[chunk.hash] = candidates
            return old
        }
        var changedBytes = 0
        for (position, chunk) in chunks.enumerated() where matched[position] == nil {
            let end =
                chunk.pieces.upperBound < scan.pieces.count
                ? scan.pieces.offsets[chunk.pieces.upperBound] : scan.size
            changedBytes += end - scan.pieces.offsets[chunk.pieces.lowerBound]
        }
        if changedBytes * 2 > scan.size - scan.firstElement { return nil }
        let (descriptor, _) = try CatalogFile.open(path)
        defer { close(descriptor) }
        var chunk = 0
        var elementsBefore = 0
        while chunk < chunks.count {
            if let old = matched[chunk] {
                changes.parts.append(.kept(oldChunk: old))
                elementsBefore += index.elements(ofChunk: old).count
                chunk += 1
                continue
            }
            // A run of changed chunks: decode it, growing it over the next chunk while it does
            // not land on that chunk's start.
            var last = chunk
            while last + 1 < chunks.count, matched[last + 1] == nil { last += 1 }
            while true {
                let isLast = last + 1 == chunks.count
                let pieceRange = chunks[chunk].pieces.lowerBound..<chunks[last].pieces.upperBound
                let start = scan.pieces.offsets[pieceRange.lowerBound]
                let end = isLast ? scan.size : scan.pieces.offsets[pieceRange.upperBound]
                switch try decodeRegion(
                    schema, from: start, to: end, isLast: isLast, descriptor: descriptor, path: path,
                    file: file,
                    elementsBefore: elementsBefore)
                {
                case .decoded(let segment):
                    changes.regions.append(
                        Region(
                            pieceRange: pieceRange, entities: segment.entities.withEntities { Array($0) },
                            elementStarts: segment.elementStarts, elementHashes: segment.elementHashes,
                            idOffsets: segment.idOffsets))
                    changes.parts.append(.decoded(region: changes.regions.count - 1))
                    elementsBefore += segment.elementStarts.count
                case .needsMore:
                    // The next chunk's start was not an element's: it belongs to this region.
                    last += 1
                    if let old = matched[last] { available[chunks[last].hash, default: []].append(old) }
                    matched[last] = nil
                    while last + 1 < chunks.count, matched[last + 1] == nil { last += 1 }
                    continue
                }
                break
            }
            chunk = last + 1
        }
        let kept = Set(matched.compactMap { $0 })
        changes.replacedOldChunks = (0..<index.chunkCount).filter { !kept.contains($0) }
        return changes
    }

    /// The changes of a file that became `[]`: every old chunk is gone.
    static func emptied(_ index: FileIndex, size: Int, path: String) -> FileChanges<Entity> {
        var changes = FileChanges(
            scan: FileScan(firstElement: size, pieces: Pieces.List(), size: size), path: path)
        changes.replacedOldChunks = Array(0..<index.chunkCount)
        return changes
    }

    /// The chunks of a list of pieces: each ends after a piece that ends one by content (the
    /// last one at the last piece), with the hash of its pieces.
    static func chunks(of pieces: Pieces.List) -> [(hash: UInt64, pieces: Range<Int>)] {
        var chunks: [(hash: UInt64, pieces: Range<Int>)] = []
        var hash = Pieces.seed
        var first = 0
        for piece in 0..<pieces.count {
            hash = Pieces.combine(hash, pieces.hashes[piece])
            if piece + 1 == pieces.count || Pieces.endsChunk(pieces.hashes[piece]) {
                chunks.append((hash, first..<(piece + 1)))
                hash = Pieces.seed
                first = piece + 1
            }
        }
        return chunks
    }

    private enum RegionOutcome<Decoded> {
        case decoded(Segment<Decoded>)
        /// It ran into its end inside an element: the region must grow.
        case needsMore
    }

    /// Reads `start..<end` and decodes the elements there.
    private static func decodeRegion<Schema: CatalogSchema>(
        _ schema: Schema.Type, from start: Int, to end: Int, isLast: Bool, descriptor: Int32, path: String,
        file: String, elementsBefore: Int
    ) throws(CatalogError) -> RegionOutcome<Schema.Entity> {
        let count = end - start
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 1)
        defer { buffer.deallocate() }
        let read = try CatalogFile.read(descriptor, into: buffer, count: count, at: start, path: path)
        guard read == count else {
            // The file changed under the look; the repository looks again.
            throw CatalogError.unreadableFile(path: path, reason: "it changed while it was read")
        }
        // Offsets are the file's: the cursor reads `base[start..<end]`, which is the buffer.
        let base = UnsafePointer(buffer) - start
        let segment = Segment<Schema.Entity>.decode(
            Schema.self, base: base, start: start, windowEnd: end, stops: [end][...],
            capacityHint: Swift.max(16, count / 256), hashesElements: true)
        switch segment.outcome {
        case .landed(let at) where at == end && !isLast:
            return .decoded(segment)
        case .closed where isLast:
            return .decoded(segment)
        case .failed(let failure) where failure.offset >= end && !isLast:
            return .needsMore
        case .failed(let failure):
            throw failure.shifted(by: elementsBefore).catalogError(file: file) { offset in
                CatalogFile.location(of: offset, descriptor: descriptor, path: path)
            }
        case .closed:
            let failure = DecodingFailure(
                .syntax("expected the end of the file after the top-level array, found more"), at: end)
            throw failure.catalogError(file: file) {
                CatalogFile.location(of: $0, descriptor: descriptor, path: path)
            }
        case .landed:
            let failure = DecodingFailure(
                .syntax("unexpected end of file inside the top-level array (truncated?), expected a value"),
                at: end)
            throw failure.catalogError(file: file) {
                CatalogFile.location(of: $0, descriptor: descriptor, path: path)
            }
        }
    }
}
