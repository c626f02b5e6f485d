/// Turns template text into lines of segments, reporting the first problem by line and column.
enum TemplateParser {
    static func parse(_ text: String, file: String) throws(CellKitError) -> [[TemplateSegment]] {
        var lines: [[TemplateSegment]] = []
        var lineText = text
        if lineText.last?.isNewline == true { lineText.removeLast() }
        let textLines = lineText.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (lineIndex, line) in textLines.enumerated() {
            lines.append(try parseLine(Array(line), line: lineIndex + 1, file: file))
        }
        return lines
    }

    private static func parseLine(_ characters: [Character], line: Int, file: String) throws(CellKitError)
        -> [TemplateSegment]
    {
        func fail(_ column: Int, _ problem: String) -> CellKitError {
            .malformedTemplate(file: file, line: line, column: column + 1, problem: problem)
        }
        var segments: [TemplateSegment] = []
        var literal = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "{" && next == "{" || character == "}" && next == "}" {
                literal.append(character)
                index += 2
            } else if character == "}" {
                throw fail(index, "unmatched '}'; write '}}' for a literal brace")
            } else if character == "{" {
                guard let close = characters[index...].firstIndex(of: "}") else {
                    throw fail(index, "unclosed '{'; close the field with '}' or write '{{'")
                }
                let name = String(characters[(index + 1)..<close])
                guard !name.isEmpty else { throw fail(index, "empty field name '{}'") }
                if let bad = name.firstIndex(where: { !isFieldCharacter($0) })
                    ?? (name.first!.isNumber ? name.startIndex : nil)
                {
                    let offset = name.distance(from: name.startIndex, to: bad)
                    throw fail(index + 1 + offset, "invalid character '\(name[bad])' in field name '\(name)'")
                }
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                segments.append(.field(name))
                index = close + 1
            } else {
                literal.append(character)
                index += 1
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return segments
    }

    private static func isFieldCharacter(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    }
}
