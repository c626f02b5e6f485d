#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's resident memory now (not its peak, and without trimming the heap), cheap
/// enough to sample from inside a running benchmark to watch memory grow.
enum ResidentMemorySampler {
    /// Resident bytes now; where `/proc/self/statm` does not exist, the peak so far.
    static func currentBytes() -> Int {
        #if os(Linux)
            if let pages = residentPages() { return pages * Int(sysconf(Int32(_SC_PAGESIZE))) }
        #endif
        return peakBytes()
    }

    private static func peakBytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss)
        #else
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Int(usage.ru_maxrss) * 1024
        #endif
    }

    #if os(Linux)
        /// The second number of `/proc/self/statm`: resident pages.
        private static func residentPages() -> Int? {
            guard let file = fopen("/proc/self/statm", "r") else { return nil }
            defer { fclose(file) }
            var line = [CChar](repeating: 0, count: 256)
            guard fgets(&line, Int32(line.count), file) != nil else { return nil }
            let fields = String(
                decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self
            )
            .split(separator: " ")
            guard fields.count >= 2 else { return nil }
            return Int(fields[1])
        }
    #endif
}
