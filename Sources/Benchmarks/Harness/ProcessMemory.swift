import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's memory, as the benchmarks read it: the peak so far, the resident size now
/// (cheap enough to sample inside a running benchmark, or after handing freed blocks back so
/// two readings compare what is really in use), and one operation's own peak through the
/// kernel's resettable high-water mark (Linux).
enum ProcessMemory {
    /// The peak resident size of the process so far, in bytes.
    static func peakBytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss)
        #else
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Int(usage.ru_maxrss) * 1024
        #endif
    }

    /// The resident size now, from `/proc/self/statm` without trimming the heap (the peak so
    /// far where that file does not exist).
    static func currentBytes() -> Int {
        #if os(Linux)
            if let file = fopen("/proc/self/statm", "r") {
                defer { fclose(file) }
                var line = [CChar](repeating: 0, count: 256)
                if fgets(&line, Int32(line.count), file) != nil {
                    let text = String(
                        decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                    let fields = text.split(separator: " ")
                    if fields.count >= 2, let pages = Int(fields[1]) {
                        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
                    }
                }
            }
        #endif
        return peakBytes()
    }

    /// The resident size now, in bytes, after handing freed blocks back to the system
    /// (`malloc_trim`); `nil` where `/proc` is missing.
    static func residentBytes() -> Int? {
        trimHeap()
        return statusField("VmRSS")
    }

    /// Gives freed memory back to the system, resets the peak, and returns the resident size
    /// now; `nil` where the kernel offers no reset.
    static func resetPeak() -> Int? {
        trimHeap()
        guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
        else { return nil }
        return statusField("VmRSS")
    }

    /// The highest resident size since the last ``resetPeak()``.
    static func peakSinceReset() -> Int? {
        statusField("VmHWM")
    }

    /// glibc keeps freed small blocks; hand them back so a reading is honest. (`malloc_trim`
    /// is not in the Glibc module map, so it is looked up.)
    private static func trimHeap() {
        #if canImport(Glibc)
            if let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
                typealias MallocTrim = @convention(c) (Int) -> Int32
                _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
            }
        #endif
    }

    private static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }
}
