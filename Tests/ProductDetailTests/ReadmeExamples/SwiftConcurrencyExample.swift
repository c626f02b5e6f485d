// README.md, "Swift concurrency", word for word (ReadmeExampleTests checks it).

// example: swift-concurrency
import Relay
import Testing

/// Stands in for a network client: any `async` function will do.
struct CatalogAPI: Sendable {
    func productName(id: String) async throws -> String { "Kettle \(id)" }
}

@Test(.timeLimit(.minutes(5))) func observablesAndAsyncCodeMeet() async throws {
    let api = CatalogAPI()
    let name = Single.create { try await api.productName(id: "p-001") }  // runs when subscribed
    #expect(try await name.value == "Kettle p-001")  // awaits the one element

    var prices: [Int] = []
    for try await price in Observable.of(980, 1_200, 3_300).values {  // an AsyncThrowingStream
        prices.append(price)
    }
    #expect(prices == [980, 1_200, 3_300])

    let ticks = Observable(  // or stream.asObservable()
        AsyncStream<Int> { continuation in
            for tick in 1...3 { continuation.yield(tick) }
            continuation.finish()
        })
    #expect(try await ticks.toArray().value == [1, 2, 3])
}
// end example
