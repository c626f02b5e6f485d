import Dispatch
import Foundation
import Relay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A data file read once without decoding: its pieces and their hashes (see `Pieces`), found
/// on two threads, each reading its half of the file a block at a time, so a 512 MB file is
/// read and hashed in a fraction of what decoding it costs and with two blocks of memory.
///
/// Comparing the chunks made of these pieces with a `FileIndex` tells which parts of the file
/// changed; only those are decoded.
struct FileScan: Sendable {
    /// The offset of the first element (after an optional byte order mark, white space and
    /// the `[`): where the pieces start.
    var firstElement: Int
    /// The pieces, from `firstElement` to the end of the file.
    var pieces: Pieces.List
    /// The file's size when it was read.
    var size: Int

    /// What a scan can find without decoding.
    enum Outcome: Sendable {
        /// The file's pieces.
        case scanned(FileScan)
        /// `[]` (with white space): no elements.
        case empty(size: Int)
        /// The file does not start like an array of objects; decoding it says why.
        case notAnArrayOfObjects
    }

    /// Bytes each thread reads at a time.
    static let blockSize = 4 << 20

    /// Reads the file at `path` and finds its pieces.
    ///
    /// - Throws: `CatalogError.unreadableFile` when it cannot be opened or read.
    static func scan(path: String) throws(CatalogError) -> Outcome {
        let (descriptor, size) = try CatalogFile.open(path)
        defer { close(descriptor) }
        guard let first = try firstElement(descriptor, size: size, path: path) else {
            return .notAnArrayOfObjects
        }
        guard first < size else { return .empty(size: size) }
        if first == -1 { return .empty(size: size) }
        let middle = first + (size - first) / 2
        // The second half starts at the first piece start at or after the middle; the first
        // half reads up to it (its own search for it agrees: a piece start depends only on
        // the `Pieces.lookBehind` bytes before it).
        let halves = Locked<
            (first: Result<Pieces.List, CatalogError>?, second: Result<Pieces.List, CatalogError>?)
        >(
            (nil, nil))
        let useBothCores = size - first >= 2 * blockSize
        DispatchQueue.concurrentPerform(iterations: useBothCores ? 2 : 1) { half in
            let result = Result { () throws(CatalogError) -> Pieces.List in
                if half == 0 {
                    return try scanPieces(
                        descriptor, path: path, from: first, lowerBound: first, size: size,
                        stopAtFirstStartFrom: useBothCores ? middle : nil)
                }
                return try scanPieces(
                    descriptor, path: path, from: Swift.max(first, middle - Pieces.lookBehind),
                    lowerBound: first,
                    size: size, startAtFirstStartFrom: middle)
            }
            halves.withLock { if half == 0 { $0.first = result } else { $0.second = result } }
        }
        let (firstHalf, secondHalf) = halves.withLock { ($0.first, $0.second) }
        var pieces = try (firstHalf ?? .success(Pieces.List())).get()
        if let secondHalf { pieces.append(contentsOf: try secondHalf.get()) }
        return .scanned(FileScan(firstElement: first, pieces: pieces, size: size))
    }

    /// The offset of the first element after `[`, `-1` for an empty array, or `nil` when the
    /// file does not start with `[` followed by `{` (after white space). Reads as little as it
    /// needs, a block at a time, however much white space comes first.
    private static func firstElement(_ descriptor: Int32, size: Int, path: String) throws(CatalogError)
        -> Int?
    {
        let block = 1 << 16
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: block)
        defer { buffer.deallocate() }
        var offset = 0
        var seenBracket = false
        while offset < size {
            let count = try CatalogFile.read(
                descriptor, into: buffer, count: Swift.min(block, size - offset), at: offset, path: path)
            guard count > 0 else { return nil }
            var index = 0
            if offset == 0, count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { index = 3 }
            while index < count {
                let byte = buffer[index]
                if Pieces.isWhitespace(byte) {
                    index += 1
                    continue
                }
                if !seenBracket {
                    guard byte == UInt8(ascii: "[") else { return nil }
                    seenBracket = true
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "]") {
                    // Only white space may follow.
                    return try onlyWhitespace(descriptor, from: offset + index + 1, size: size, path: path)
                        ? -1 : nil
                }
                return byte == UInt8(ascii: "{") ? offset + index : nil
            }
            offset += count
        }
        return nil
    }

    /// Whether the file holds only white space from `start` on.
    private static func onlyWhitespace(_ descriptor: Int32, from start: Int, size: Int, path: String)
        throws(CatalogError)
        -> Bool
    {
        let block = 1 << 16
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: block)
        defer { buffer.deallocate() }
        var offset = start
        while offset < size {
            let count = try CatalogFile.read(
                descriptor, into: buffer, count: Swift.min(block, size - offset), at: offset, path: path)
            guard count > 0 else { return true }
            for index in 0..<count where !Pieces.isWhitespace(buffer[index]) { return false }
            offset += count
        }
        return true
    }

    /// Reads from `from` and returns the pieces: from `from` itself, or from the first piece
    /// start at or after `startAtFirstStartFrom`; to the end of the file, or up to the first
    /// piece start at or after `stopAtFirstStartFrom`. A piece start is judged looking back no
    /// further than `lowerBound`.
    private static func scanPieces(
        _ descriptor: Int32, path: String, from: Int, lowerBound: Int, size: Int,
        startAtFirstStartFrom: Int? = nil, stopAtFirstStartFrom: Int? = nil
    ) throws(CatalogError) -> Pieces.List {
        var list = Pieces.List()
        let keep = Pieces.lookBehind
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: keep + blockSize)
        defer { buffer.deallocate() }
        // The buffer holds up to `keep` bytes before the block (for the look behind), then the
        // block; `bufferStart` is the file offset of its first byte. Offsets below are the
        // file's.
        var bufferStart = from
        var carried = 0
        var position = from
        var pieceStart: Int? = startAtFirstStartFrom == nil ? from : nil
        var nextSearch = startAtFirstStartFrom ?? (from + 1)
        var hasher = Pieces.Hasher()
        var fed = from
        func feed(to end: Int) {
            guard pieceStart != nil, end > fed else { return }
            hasher.consume(buffer + (fed - bufferStart), count: end - fed)
            fed = end
        }
        while position < size {
            let count = try CatalogFile.read(
                descriptor, into: buffer + carried, count: Swift.min(blockSize, size - position),
                at: position,
                path: path)
            guard count > 0 else { break }
            let blockEnd = position + count
            let floor = Swift.max(lowerBound, bufferStart) - bufferStart
            while let relative = Pieces.nextStart(
                in: buffer, from: Swift.max(nextSearch, position) - bufferStart, to: blockEnd - bufferStart,
                lowerBound: floor)
            {
                let found = relative + bufferStart
                if let start = pieceStart {
                    feed(to: found)
                    list.offsets.append(start)
                    list.hashes.append(hasher.finish())
                }
                if let stop = stopAtFirstStartFrom, found >= stop { return list }
                pieceStart = found
                hasher = Pieces.Hasher()
                fed = found
                nextSearch = found + 1
            }
            feed(to: blockEnd)
            position = blockEnd
            // Keep the last bytes for the next block's look behind.
            let end = carried + count
            let kept = Swift.min(keep, end)
            UnsafeMutableRawPointer(buffer).copyMemory(from: buffer + end - kept, byteCount: kept)
            carried = kept
            bufferStart = position - kept
        }
        if let start = pieceStart {
            list.offsets.append(start)
            list.hashes.append(hasher.finish())
        }
        return list
    }
}
