// fuzz-modules: Relay CellKit SectionKit CatalogKit ProductDetail ProductDetailCLI
//
// libFuzzer target: `CommandLineOptions.parse` on any argument list. The input's bytes are
// the arguments, each ended by a NUL byte (a real argument cannot hold one), read as UTF-8
// with invalid bytes replaced. Parsing must never trap; a failure must become exactly one
// line for standard error, with no control character and a bounded length; a success must
// hold only what the options table allows. Built and run by `.ci/fuzz OptionParser`.
import CellKit

@testable import ProductDetailCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func optionParserFuzzTest(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    var pieces = bytes.split(separator: 0, omittingEmptySubsequences: false)
    if bytes.last == 0 { pieces.removeLast() }  // the NUL ends the last argument
    let arguments = pieces.prefix(64).map { String(decoding: $0, as: UTF8.self) }
    let first: Command
    do {
        first = try CommandLineOptions.parse(arguments)
    } catch {
        checkOneSafeLine(CommandFailure(error).stderrText, arguments)
        return 0
    }
    // The same arguments give the same command.
    guard let again = try? CommandLineOptions.parse(arguments), again == first else {
        fatalError("parsing \(arguments) twice gave two answers")
    }
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }), first != .help {
        fatalError("--help did not win in \(arguments)")
    }
    guard case .run(let options) = first else { return 0 }
    if let width = options.width, !CommandLineOptions.widthRange.contains(width) {
        fatalError("width \(width) accepted from \(arguments)")
    }
    if !CommandLineOptions.intervalRange.contains(options.intervalMilliseconds) {
        fatalError("interval \(options.intervalMilliseconds) accepted from \(arguments)")
    }
    if let limit = options.count, limit < 1 || !options.isSimulating {
        fatalError("count \(limit) accepted from \(arguments)")
    }
    if options.intervalMilliseconds != CommandLineOptions.defaultIntervalMilliseconds, !options.isSimulating {
        fatalError("--interval without --simulate accepted from \(arguments)")
    }
    if options.isInteractive && options.format == .json {
        fatalError("--interactive with --format json accepted from \(arguments)")
    }
    if options.productID?.isEmpty == true || options.dataDirectory?.isEmpty == true {
        fatalError("an empty value accepted from \(arguments)")
    }
    return 0
}

/// Traps unless `text` is one line (one newline, at its end) without a control character
/// and at most 1,100 characters long, whatever the arguments held.
private func checkOneSafeLine(_ text: String, _ arguments: [String]) {
    guard text.hasSuffix("\n"), text.utf8.filter({ $0 == 0x0A }).count == 1 else {
        fatalError("not one line for \(arguments): \(text.debugDescription)")
    }
    if text.dropLast().unicodeScalars.contains(where: TerminalSafeText.isControl) {
        fatalError("a control character for \(arguments): \(text.debugDescription)")
    }
    if text.count > 1_100 {
        fatalError("\(text.count) characters for \(arguments.map { $0.prefix(40) })")
    }
}
