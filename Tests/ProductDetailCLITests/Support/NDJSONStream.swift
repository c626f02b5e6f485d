import Foundation
import SectionKit
import Testing

/// What `product-detail --format json` wrote, read back: its messages, and the page a consumer
/// holds after applying every change's patch to the first page.
struct NDJSONStream {
    struct Message: Decodable {
        var type: String
        var page: DetailPage?
        var patch: DetailPage.Patch?
    }

    let messages: [Message]

    /// Decodes every line of `output` as one message.
    init(_ output: String) throws {
        let decoder = JSONDecoder()
        messages = try output.split(separator: "\n").map {
            try decoder.decode(Message.self, from: Data($0.utf8))
        }
    }

    /// The first message's page, with the patch of every later message (each a change) applied.
    func lastPage() throws -> DetailPage {
        var page = try #require(messages.first?.page, "the stream starts with a page")
        for message in messages.dropFirst() {
            #expect(message.type == "change")
            page = try page.applying(try #require(message.patch, "a change carries a patch"))
        }
        return page
    }
}
