import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `benchmarks peak-of REPORT PROGRAM [ARG…]`: runs PROGRAM with this process's standard
/// streams and environment, then writes its exit status (128 + n for a signal) and its peak
/// resident kilobytes to the file REPORT, and exits with that status.
///
/// Why a process in between: `posix_spawn` starts a child in its parent's memory, and Linux
/// carries the peak of that memory into the child's `ru_maxrss` when it executes the new
/// program. A child of the benchmarks, which had built a 200 MB file a moment before, would
/// report 450 MB for a run that used 30. Spawned from this small, fresh process instead, the
/// figure is the program's own peak (or this process's few megabytes, if that is more).
enum PeakOf {
    /// The subcommand's name.
    static let command = "peak-of"

    /// Runs the subcommand; returns the exit status to end with.
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 2 else {
            print("usage: benchmarks \(command) REPORT PROGRAM [ARG...]")
            return 64
        }
        let report = arguments[0]
        let program = Array(arguments.dropFirst())
        let argv = program.map { strdup($0) }
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, program[0], nil, nil, argv + [nil], environ)
        guard spawned == 0 else {
            print("benchmarks \(command): cannot start \(program[0]): \(String(cString: strerror(spawned)))")
            return 71
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) == -1 && errno == EINTR {}
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        try? "\(code) \(usage.ru_maxrss)\n".write(toFile: report, atomically: true, encoding: .utf8)
        return code
    }

    /// Reads a report: the exit status and the peak resident megabytes.
    static func read(_ report: String) -> (status: Int32, peakMegabytes: Double)? {
        guard let text = try? String(contentsOfFile: report, encoding: .utf8) else { return nil }
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard fields.count == 2, let status = Int32(fields[0]), let kilobytes = Double(fields[1]) else {
            return nil
        }
        return (status, kilobytes / 1_024)
    }
}
