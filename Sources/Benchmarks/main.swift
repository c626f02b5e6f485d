import CellKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `benchmarks [GROUP…] [--smoke] [--json] [--list]`: release-mode figures for DetailStack's
/// hot paths. Run with `swift run -c release benchmarks`.
let groups: [(name: String, summary: String, run: @MainActor (BenchmarkReporter) -> Void)] = [
    (
        "relay", "accept, subscribe+dispose, operator chains, contention vs a mutex baseline",
        runRelayBenchmarks
    ),
    (
        "cells", "scroll steps and batch updates at 1k to 1M items, live cells, peak memory",
        runCellsBenchmarks
    ),
    (
        "catalog", "catalog load time and memory at 1k to 1M products, query latency p50/p99",
        runCatalogBenchmarks
    ),
    (
        "cli", "product-detail start to first frame; bytes per --watch update vs a full frame",
        runCLIBenchmarks
    ),
    (
        "live",
        "one change from catalog to pages: apply at 10k vs 1M, routing with 10k pages, teardown, memory",
        runLiveBenchmarks
    ),
    (
        "sources",
        "changes from outside at 1M products: files edited or renamed over under --watch, a change feed",
        runSourcesBenchmarks
    ),
    (
        "soak",
        "product-detail for long: 100k simulated changes, 1,000 file rewrites, signals, big inputs, memory",
        runSoakBenchmarks
    ),
    (
        "diff", "Changeset diff at 1k to 1M items: 10% changed, shuffled, unchanged vs dictionaries",
        runDiffBenchmarks
    ),
    (
        "compose", "update one section of a 10-section page and render the frame; ANSI bytes vs a full frame",
        runComposeBenchmarks
    ),
]

let usage = """
    usage: benchmarks [GROUP...] [--smoke] [--json] [--list]
           benchmarks generate --products N [--output DIR] [--seed S]
           benchmarks load-once DIR
           benchmarks peak-of REPORT PROGRAM [ARG...]

      GROUP       one or more of: \(groups.map(\.name).joined(separator: ", ")) (default: all)
      --smoke     every group at tiny sizes, one run: checks the code runs, figures mean nothing
      --json      one JSON object per line instead of a table
      --list      list the groups
      -h, --help  show this help and exit
      generate    write a synthetic catalog (benchmarks generate --help)
      load-once   load DIR's catalog once and print the nanoseconds and the load's peak
                  resident bytes (the catalog group measures each size in its own process
                  with it)
      peak-of     run PROGRAM and write its exit status and peak resident kilobytes to the
                  file REPORT (the soak group measures the command's own peak with it)

    Run it in release mode: swift run -c release benchmarks relay
    """

if CommandLine.arguments.dropFirst().first == "generate" {
    exit(Generate.run(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.dropFirst().first == ColdLoad.command {
    exit(ColdLoad.run(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.dropFirst().first == PeakOf.command {
    exit(PeakOf.run(Array(CommandLine.arguments.dropFirst(2))))
}

var selected: [String] = []
var isSmoke = false
var printsJSON = false
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--smoke": isSmoke = true
    case "--json": printsJSON = true
    case "--list":
        for group in groups { print("\(group.name)\t\(group.summary)") }
        exit(0)
    case "--help", "-h":
        print(usage)
        exit(0)
    case _ where groups.contains { $0.name == argument }:
        selected.append(argument)
    default:
        // One line, the argument escaped and cut short: it may hold anything.
        let shown = argument.terminalSafe
        let quoted = shown.count > 80 ? shown.prefix(79) + "…" : shown
        var message = Array("benchmarks: unknown argument '\(quoted)' (see benchmarks --help)\n".utf8)
        _ = write(2, &message, message.count)
        exit(64)
    }
}

#if DEBUG
    if !isSmoke {
        print("warning: this is a debug build; figures are meaningless. Use: swift run -c release benchmarks")
    }
#endif

let reporter = BenchmarkReporter(isSmoke: isSmoke, printsJSON: printsJSON)
reporter.printHeader()
for group in groups where selected.isEmpty || selected.contains(group.name) {
    group.run(reporter)
}
reporter.printSummary()
