import Testing

@testable import ProductDetailCLI

@Suite struct SeparatorLineTests {
    @Test func labelThenDashesFillTheWidth() {
        let line = SeparatorLine(frame: 2, width: 30).text
        #expect(line == "--- frame 2 ------------------")
        #expect(line.count == 30)
    }

    @Test(arguments: [20, 40, 80, 120, 200])
    func lineIsExactlyTheWidthAndASCII(width: Int) {
        let line = SeparatorLine(frame: 12, width: width).text
        #expect(line.count == width)
        #expect(line.utf8.count == width)
        #expect(line.hasPrefix("--- frame 12 "))
    }

    @Test func labelWiderThanTheWidthIsKeptWhole() {
        #expect(SeparatorLine(frame: 123_456, width: 5).text == "--- frame 123456 ")
    }
}
