#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks the system to back large, freshly allocated memory with huge pages (2 MB on
/// x86-64 and most arm64 Linux systems) where it offers them. A page fault then maps 2 MB
/// at once instead of 4 KB: a few hundredths of the faults, which on a virtual machine are
/// dear. Smaller memory keeps small pages, which waste less.
///
/// Only advice: where huge pages are off (`/sys/kernel/mm/transparent_hugepage/enabled`
/// says `never`), on other systems, or when the call fails, memory behaves as before.
///
/// ```swift
/// let table = [Slot](unsafeUninitializedCapacity: count) { buffer, initialized in
///     HugePages.advise(buffer)   // before the first write to it
///     ...
/// }
/// ```
enum HugePages {
    /// The huge page size this advice aligns to.
    static let size = 2 << 20
    /// Memory smaller than this keeps small pages.
    static let threshold = 4 << 20

    /// Advises the whole huge pages inside `start ..< start + byteCount`; the ragged ends
    /// stay small pages. Call it before the memory is first written: pages already faulted
    /// in stay small until the system collapses them, if ever.
    static func advise(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
            guard let pages = wholePages(from: UInt(bitPattern: start), byteCount: byteCount),
                let aligned = UnsafeMutableRawPointer(bitPattern: pages.lowerBound)
            else { return }
            _ = madvise(aligned, Int(pages.upperBound - pages.lowerBound), MADV_HUGEPAGE)
        #endif
    }

    /// The addresses of the whole huge pages inside `byteCount` bytes from `address`, or
    /// `nil` when there are none, or the memory is under ``threshold``.
    static func wholePages(from address: UInt, byteCount: Int) -> Range<UInt>? {
        guard byteCount >= threshold else { return nil }
        let mask = UInt(size - 1)
        let (end, overflow) = address.addingReportingOverflow(UInt(byteCount))
        guard !overflow, address <= UInt.max - mask else { return nil }
        let first = (address + mask) & ~mask
        let last = end & ~mask
        return last > first ? first..<last : nil
    }

    /// Memory mapped on its own for one large buffer that is filled, read and given back
    /// whole (a segment's decoded entities): aligned to a huge page and advised, so it takes
    /// one fault per 2 MB, and it never grows malloc's heaps a page at a time.
    struct Mapping {
        /// The first byte, aligned to ``HugePages/size`` (or to a page, without huge pages).
        let start: UnsafeMutableRawPointer
        private let base: UnsafeMutableRawPointer
        private let length: Int
        private let alignment: Int

        /// Maps at least `byteCount` bytes, zeroed; `nil` when the system refuses (`errno`
        /// says why; the caller then allocates as usual, or reports it).
        ///
        /// - Parameter hugePages: Whether to align the memory to a huge page and advise it
        ///   (on Linux); otherwise it is aligned to a page and keeps small pages.
        init?(byteCount: Int, hugePages: Bool = true) {
            let alignment = hugePages ? size : Swift.max(4096, Int(getpagesize()))
            let rounded = byteCount.addingReportingOverflow(alignment - 1)
            let slack = (rounded.partialValue & ~(alignment - 1)).addingReportingOverflow(alignment)
            guard byteCount > 0, !rounded.overflow, !slack.overflow else { return nil }
            let length = slack.partialValue
            let mapped = mmap(
                nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
            guard let mapped, mapped != MAP_FAILED else { return nil }
            let mask = UInt(alignment - 1)
            let address = UInt(bitPattern: mapped)
            let start = mapped + Int(((address + mask) & ~mask) - address)
            #if os(Linux)
                if hugePages { _ = madvise(start, length - alignment, MADV_HUGEPAGE) }
            #endif
            self.base = mapped
            self.length = length
            self.alignment = alignment
            self.start = start
        }

        /// Gives the system back the pages wholly past the first `byteCount` bytes, and
        /// keeps the mapping: a huge page filled only in part is split, and its unused 4 KB
        /// pages go. Reading them afterwards gives zeros.
        func releasePages(after byteCount: Int) {
            #if os(Linux)
                let page = Int(getpagesize())
                let usable = length - alignment
                guard byteCount >= 0, byteCount < usable, page > 0 else { return }
                let first = (byteCount + page - 1) / page * page
                guard first < usable else { return }
                _ = madvise(start + first, usable - first, MADV_DONTNEED)
            #endif
        }

        /// Gives the memory back; nothing may use it afterwards.
        func unmap() {
            munmap(base, length)
        }
    }

    /// Advises the whole huge pages inside `buffer`'s memory (see `advise(_:byteCount:)`).
    static func advise<Element>(_ buffer: UnsafeMutableBufferPointer<Element>) {
        guard let start = buffer.baseAddress else { return }
        advise(UnsafeMutableRawPointer(start), byteCount: buffer.count * MemoryLayout<Element>.stride)
    }
}
