// fuzz-modules: Relay CatalogKit
//
// libFuzzer target: a change feed (JSON Lines) on any bytes, through `ChangeFeed` into an
// in-memory repository on an immediate scheduler. The first byte picks where the input is cut
// into two reads; the rest is the feed. Besides never crashing: cutting the input anywhere gives
// the same catalog and the same problems as reading it at once; every line is either applied
// or skipped with one problem (none lost, none counted twice); every problem is one printable
// line. Built and run by `.ci/fuzz ChangeFeed`.
import Foundation

@testable import CatalogKit
@testable import Relay

private let base: Catalog = {
    let product = Product(
        id: "p-1", shopID: "shop-a", name: "Kettle", brand: "Kissa", category: "coffee",
        price: Money(minorUnits: 1_200, currency: .jpy), rating: 4.5, reviewCount: 3, stock: 3, tags: [],
        relatedProductIDs: ["p-2"], imageSymbol: "☕️", updatedAt: Date(timeIntervalSince1970: 0))
    var second = product
    second.id = "p-2"
    let note = Note(
        id: "n-1", title: "T", editor: "E", publishedAt: Date(timeIntervalSince1970: 0), productIDs: ["p-1"],
        shopID: "shop-a", summary: "S")
    guard let catalog = try? Catalog(products: [product, second], notes: [note]) else {
        fatalError("the fuzz target's catalog is valid")
    }
    return catalog
}()

private func run(_ bytes: UnsafeRawBufferPointer, cutAt cut: Int) -> (Catalog?, [String], ChangeFeed.Progress)
{
    let repository = InMemoryProductRepository(catalog: base, scheduler: ImmediateScheduler())
    let feed = ChangeFeed(name: "feed", repository: repository)
    let problems = Locked<[String]>([])
    let subscription = feed.problems.subscribe(onNext: { problem in
        problems.withLock { $0.append(problem.description) }
    })
    defer { subscription.dispose() }
    let split = Swift.min(cut, bytes.count)
    feed.consume(UnsafeRawBufferPointer(rebasing: bytes[..<split]))
    feed.consume(UnsafeRawBufferPointer(rebasing: bytes[split...]))
    feed.finishInput()
    return (repository.currentCatalog, problems.withLock { $0 }, feed.currentProgress)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func changeFeedFuzzTest(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let input = UnsafeRawBufferPointer(start: start, count: count)
    let cut = Int(input[0]) * Swift.max(1, (count - 1) / 255)
    let bytes = UnsafeRawBufferPointer(rebasing: input[1...])
    let (cutCatalog, cutProblems, progress) = run(bytes, cutAt: cut)
    let (wholeCatalog, wholeProblems, _) = run(bytes, cutAt: bytes.count)
    guard cutProblems == wholeProblems else {
        fatalError("cutting the input changed the problems: \(cutProblems) vs \(wholeProblems)")
    }
    guard cutCatalog.map({ Array($0.products) }) == wholeCatalog.map({ Array($0.products) }),
        cutCatalog.map({ Array($0.notes) }) == wholeCatalog.map({ Array($0.notes) })
    else {
        fatalError("cutting the input changed the catalog")
    }
    guard progress.isFinished, progress.applied + progress.skipped <= progress.lines,
        progress.skipped == cutProblems.count
    else {
        fatalError("lines lost or counted twice: \(progress), \(cutProblems.count) problems")
    }
    for problem in cutProblems
    where problem.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
        fatalError("a problem holds a control character: \(problem.debugDescription)")
    }
    return 0
}
