#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Measures, and prints one row per figure: a readable table, or with `--json` one JSON
/// object per line (`{"group":…,"name":…,"value":…,"unit":…,"baseline":…,"ratio":…,"target":…}`).
///
/// Every timing is the median of several runs after a warm-up run. With `--smoke` every
/// group runs at tiny sizes and one timed run, so benchmark code cannot rot unseen; its
/// figures mean nothing.
final class BenchmarkReporter {
    /// Whether this is a smoke run: callers pick tiny sizes.
    let isSmoke: Bool
    private let printsJSON: Bool
    private(set) var figures: [Figure] = []

    /// One recorded figure.
    struct Figure {
        let group: String
        let name: String
        let value: Double
        let unit: String
        let baseline: Double?
        let target: Double?

        var ratio: Double? {
            guard let baseline, baseline > 0 else { return nil }
            return value / baseline
        }

        /// Whether the figure meets its target: the ratio when there is a baseline, the value
        /// otherwise.
        var meetsTarget: Bool? {
            guard let target else { return nil }
            return (ratio ?? value) <= target
        }
    }

    init(isSmoke: Bool, printsJSON: Bool) {
        self.isSmoke = isSmoke
        self.printsJSON = printsJSON
    }

    /// Warm-up, then `runs` timed runs of `body`, which performs `operations` operations;
    /// returns the median nanoseconds per operation.
    func nanosecondsPerOperation(operations: Int, runs: Int = 7, _ body: () -> Void) -> Double {
        nanosecondsPerOperation(operations: operations, runs: runs, setup: {}, { _ in body() })
    }

    /// Same, with untimed `setup` before each run whose result is passed to the timed body.
    func nanosecondsPerOperation<State>(
        operations: Int,
        runs: Int = 7,
        setup: () -> State,
        _ body: (inout State) -> Void
    ) -> Double {
        precondition(operations > 0, "a benchmark performs at least one operation")
        let timedRuns = isSmoke ? 1 : max(1, runs)
        var samples: [Double] = []
        for run in 0...timedRuns {
            var state = setup()
            let start = Self.monotonicNanoseconds()
            body(&state)
            let elapsed = Self.monotonicNanoseconds() - start
            withExtendedLifetime(state) {}
            if run > 0 { samples.append(Double(elapsed) / Double(operations)) }
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Prints one table row (and one JSON line with --json). With `baseline`, ratio = value /
    /// baseline and `target` bounds the ratio; without, `target` bounds the value.
    func record(
        group: String, name: String, value: Double, unit: String, baseline: Double? = nil,
        target: Double? = nil
    ) {
        let figure = Figure(
            group: group, name: name, value: value, unit: unit, baseline: baseline, target: target)
        figures.append(figure)
        print(printsJSON ? Self.json(figure) : Self.row(figure))
        fflush(nil)
    }

    /// Prints the table header (table mode only).
    func printHeader() {
        guard !printsJSON else { return }
        print(
            Self.pad("group", 9) + Self.pad("name", 56) + Self.pad("value", 16, right: true)
                + Self.pad("baseline", 14, right: true) + Self.pad("ratio", 8, right: true)
                + Self.pad("target", 9, right: true) + "  ok")
    }

    /// Prints how many figures met their targets (table mode only).
    func printSummary() {
        guard !printsJSON else { return }
        let judged = figures.compactMap(\.meetsTarget)
        let met = judged.filter { $0 }.count
        print(
            "\n\(figures.count) figures; \(met) of \(judged.count) targets met"
                + (isSmoke ? " (smoke run: sizes are tiny, figures mean nothing)" : ""))
    }

    static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private static func row(_ figure: Figure) -> String {
        let ok = figure.meetsTarget.map { $0 ? "yes" : "NO" } ?? ""
        return pad(figure.group, 9) + pad(figure.name, 56)
            + pad(format(figure.value) + " " + figure.unit, 16, right: true)
            + pad(figure.baseline.map { format($0) } ?? "", 14, right: true)
            + pad(figure.ratio.map { format($0) + "×" } ?? "", 8, right: true)
            + pad(
                figure.target.map { "≤" + format($0) + (figure.baseline == nil ? "" : "×") } ?? "", 9,
                right: true)
            + "  " + ok
    }

    private static func json(_ figure: Figure) -> String {
        var fields = [
            "\"group\":\(quoted(figure.group))",
            "\"name\":\(quoted(figure.name))",
            "\"value\":\(format(figure.value))",
            "\"unit\":\(quoted(figure.unit))",
        ]
        if let baseline = figure.baseline { fields.append("\"baseline\":\(format(baseline))") }
        if let ratio = figure.ratio { fields.append("\"ratio\":\(format(ratio))") }
        if let target = figure.target { fields.append("\"target\":\(format(target))") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20:
                result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 1 : magnitude >= 1 ? 2 : 3
        var scaled = (value * pow(10, Double(decimals))).rounded()
        if scaled == 0 { scaled = 0 }
        let integer = Int(scaled)
        let sign = integer < 0 ? "-" : ""
        let digits = String(abs(integer)).leftPadded(to: decimals + 1)
        let split = digits.index(digits.endIndex, offsetBy: -decimals)
        return sign + digits[..<split] + "." + digits[split...]
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let count = text.count
        guard count < width else { return text + " " }
        let padding = String(repeating: " ", count: width - count)
        return right ? padding + text : text + padding
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
