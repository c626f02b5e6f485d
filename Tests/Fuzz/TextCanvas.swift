// fuzz-modules: CellKit
//
// libFuzzer target: `TextCanvas.drawText` with arbitrary text (UTF-8 with invalid bytes
// replaced), rectangle, truncation and width model. The first four input bytes choose the
// canvas width (1…64), the rectangle's x, width and height and the options; the rest is the
// text. Drawing must never trap, no line may reach past the rectangle's right edge in the
// chosen model, nothing may be drawn outside the rectangle, and no control character (C0, C1,
// bidi embedding or isolate) may reach a line. Built and run by `.ci/fuzz TextCanvas`.
import CellKit

@_cdecl("LLVMFuzzerTestOneInput")
public func textCanvasFuzzTest(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count >= 4 else { return 0 }
    let input = UnsafeRawBufferPointer(start: start, count: count)
    let width = 1 + Int(input[0]) % 64
    let x = Int(input[1]) % (width + 2) - 1  // may start left of the canvas
    let rectWidth = Int(input[2]) % (width + 4)
    let rectHeight = Int(input[3] & 0x07)
    let options = input[3] >> 3
    let models = WidthModel.allCases
    let model = models[models.index(models.startIndex, offsetBy: Int(options) % models.count)]
    let truncation: TextTruncation = options & 0x04 == 0 ? .tail : .clip
    let text = String(decoding: input.dropFirst(4), as: UTF8.self)

    let height = 6
    var canvas = TextCanvas(size: Size(width: width, height: height), widthModel: model)
    let rect = Rect(x: x, y: 1, width: rectWidth, height: rectHeight)
    canvas.drawText(text, in: rect, truncation: truncation)

    let lines = canvas.plainLines()
    guard lines.count == height else { fatalError("\(lines.count) lines on a canvas \(height) high") }
    let drawn = Rect(x: 0, y: 0, width: width, height: height).intersection(rect)
    for (row, line) in lines.enumerated() {
        let isUnsafe = { (scalar: Unicode.Scalar) in
            scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value)
        }
        if line.unicodeScalars.contains(where: isUnsafe) {
            fatalError("a control character reached row \(row): \(line.debugDescription)")
        }
        // Lines end at their last drawn character (trailing spaces removed).
        let isInside = !drawn.isEmpty && row >= drawn.minY && row < drawn.maxY
        guard isInside else {
            if !line.isEmpty { fatalError("row \(row) outside \(rect) was drawn: \(line.debugDescription)") }
            continue
        }
        let measured = line.displayWidth(in: model)
        if measured > drawn.maxX {
            fatalError(
                "row \(row) is \(measured) wide in \(model), past column \(drawn.maxX): \(line.debugDescription)"
            )
        }
        if line.prefix(drawn.minX).contains(where: { $0 != " " }) {
            fatalError("row \(row) was drawn left of column \(drawn.minX): \(line.debugDescription)")
        }
    }
    return 0
}
