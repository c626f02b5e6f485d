import Relay

#if canImport(Glibc)
    import Glibc
#endif

/// Moves the memory pages of decoded parts of a file to where the next block will be read,
/// instead of giving them back and taking fresh ones: a fresh page must be zeroed (and, in
/// a virtual machine, often backed by the host) before `pread` fills it, which costs more
/// than the copy itself (the catalog benchmark group has the figures).
///
/// Released pages wait in a list; `fill(_:)` moves them with `mremap(MREMAP_DONTUNMAP)`,
/// which leaves each old place mapped and empty (reading it gives zeros, as after
/// `MADV_DONTNEED`), so nothing ever sees a hole. Where that call is missing or fails (an
/// older kernel, too many mappings), pages are given back as before, for good.
///
/// `release` runs on the pool, `fill` on the decoding thread; the list is locked.
final class PageRecycler: @unchecked Sendable {
    // @unchecked: `region` is set once; the list is locked; the pages moved belong to
    // ranges no other thread reads (decoded ones, and the block being read).
    /// `mremap(2)` is variadic in C, so Swift does not import it: it is looked up once and
    /// called with its five arguments (integers and pointers, passed alike either way on
    /// the 64-bit Linux ABIs).
    private typealias Remap =
        @convention(c) (
            UnsafeMutableRawPointer?, Int, Int, Int32, UnsafeMutableRawPointer?
        ) -> UnsafeMutableRawPointer?

    private static let remap: Remap? = {
        #if os(Linux)
            return dlsym(nil, "mremap").map { unsafeBitCast($0, to: Remap.self) }
        #else
            return nil
        #endif
    }()

    // MREMAP_MAYMOVE | MREMAP_FIXED | MREMAP_DONTUNMAP (Linux 5.7).
    private static let flags: Int32 = 1 | 2 | 4

    private let region: UnsafeMutableRawPointer
    /// Page-aligned offsets of released pages not yet reused; `nil` once recycling failed.
    private let released: Locked<Waiting?>

    /// Released pages waiting to be reused, and how many bytes of them are worth keeping:
    /// no more than the reads still to come can use, so a file read to its end (or far
    /// ahead of its decoding) gives its pages back as before.
    private struct Waiting {
        var ranges: [Range<Int>] = []
        var bytes = 0
        var limit = 0
    }
    /// Bytes moved so far.
    private let moved = Locked(0)

    init(region: UnsafeMutableRawPointer) {
        self.region = region
        released = Locked(Self.remap == nil ? nil : Waiting())
    }

    /// Bytes of pages moved to later blocks so far.
    var pagesMoved: Int { moved.withLock { $0 } }

    /// Sets how many bytes are still to be read (at most `cap` of them worth waiting for);
    /// pages released beyond that are given back at once.
    func expect(_ bytes: Int, cap: Int) {
        let excess = released.withLock { waiting -> [Range<Int>] in
            guard var current = waiting else { return [] }
            current.limit = Swift.min(bytes, cap)
            var excess: [Range<Int>] = []
            while current.bytes > current.limit, let range = current.ranges.popLast() {
                current.bytes -= range.count
                excess.append(range)
            }
            waiting = current
            return excess
        }
        for range in excess { _ = madvise(region + range.lowerBound, range.count, MADV_DONTNEED) }
    }

    /// Takes the whole pages `range` (page-aligned offsets) for reuse, or gives them back.
    func release(_ range: Range<Int>) {
        let kept = released.withLock { waiting -> Bool in
            guard var current = waiting, current.bytes + range.count <= current.limit else { return false }
            current.ranges.append(range)
            current.bytes += range.count
            waiting = current
            return true
        }
        if !kept { _ = madvise(region + range.lowerBound, range.count, MADV_DONTNEED) }
    }

    /// Moves released pages onto the whole pages of `range` (page-aligned offsets), as many
    /// as there are; the rest of `range` gets fresh pages when it is written.
    ///
    /// - Returns: The end of the pages placed, from `range.lowerBound`.
    @discardableResult
    func fill(_ range: Range<Int>) -> Int {
        var cursor = range.lowerBound
        defer { moved.withLock { $0 += cursor - range.lowerBound } }
        guard let remap = Self.remap else { return cursor }
        while cursor < range.upperBound {
            let next = released.withLock { waiting -> Range<Int>? in
                guard let source = waiting?.ranges.popLast() else { return nil }
                waiting?.bytes -= source.count
                return source
            }
            guard let source = next else { return cursor }
            let length = Swift.min(source.count, range.upperBound - cursor)
            let moved = remap(region + source.lowerBound, length, length, Self.flags, region + cursor)
            guard let moved, moved != MAP_FAILED else {
                // Give back everything waiting and stop recycling.
                let waiting = released.withLock { waiting -> [Range<Int>] in
                    defer { waiting = nil }
                    return (waiting?.ranges ?? []) + [source]
                }
                for pages in waiting { _ = madvise(region + pages.lowerBound, pages.count, MADV_DONTNEED) }
                return cursor
            }
            if length < source.count {
                released.withLock { waiting in
                    waiting?.ranges.append(source.lowerBound + length..<source.upperBound)
                    waiting?.bytes += source.count - length
                }
            }
            cursor += length
        }
        return cursor
    }
}
