import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The process's resident memory from `/proc/self/status` (Linux), after handing freed
/// blocks back to the system, so that two readings compare what is really in use.
enum ProcessMemory {
    /// The resident size now, in bytes, after `malloc_trim`; `nil` where `/proc` is missing.
    static func residentBytes() -> Int? {
        #if canImport(Glibc)
            // malloc_trim is not in the Glibc module map, so look it up.
            if let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
                typealias MallocTrim = @convention(c) (Int) -> Int32
                _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
            }
        #endif
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }
}
