/// The bytes JSON gives a meaning to, by name, so the decoder reads as the grammar does
/// (`byte == JSONByte.openBrace`) rather than as a table of numbers. Computed, so each use is
/// a constant in an optimized build (no lazily set global read in the hot loops).
enum JSONByte {
    static var quote: UInt8 { UInt8(ascii: "\"") }
    static var backslash: UInt8 { UInt8(ascii: "\\") }
    static var slash: UInt8 { UInt8(ascii: "/") }
    static var comma: UInt8 { UInt8(ascii: ",") }
    static var colon: UInt8 { UInt8(ascii: ":") }
    static var openBrace: UInt8 { UInt8(ascii: "{") }
    static var closeBrace: UInt8 { UInt8(ascii: "}") }
    static var openBracket: UInt8 { UInt8(ascii: "[") }
    static var closeBracket: UInt8 { UInt8(ascii: "]") }
    static var space: UInt8 { UInt8(ascii: " ") }
    static var tab: UInt8 { UInt8(ascii: "\t") }
    static var lineFeed: UInt8 { UInt8(ascii: "\n") }
    static var carriageReturn: UInt8 { UInt8(ascii: "\r") }
    /// The byte `\b` stands for.
    static var backspace: UInt8 { 0x08 }
    /// The byte `\f` stands for.
    static var formFeed: UInt8 { 0x0C }
    static var minus: UInt8 { UInt8(ascii: "-") }
    static var plus: UInt8 { UInt8(ascii: "+") }
    static var dot: UInt8 { UInt8(ascii: ".") }
    static var zero: UInt8 { UInt8(ascii: "0") }
    static var nine: UInt8 { UInt8(ascii: "9") }
    static var lowercaseA: UInt8 { UInt8(ascii: "a") }
    static var lowercaseB: UInt8 { UInt8(ascii: "b") }
    static var lowercaseE: UInt8 { UInt8(ascii: "e") }
    static var lowercaseF: UInt8 { UInt8(ascii: "f") }
    static var lowercaseN: UInt8 { UInt8(ascii: "n") }
    static var lowercaseR: UInt8 { UInt8(ascii: "r") }
    static var lowercaseT: UInt8 { UInt8(ascii: "t") }
    static var lowercaseU: UInt8 { UInt8(ascii: "u") }
    static var uppercaseA: UInt8 { UInt8(ascii: "A") }
    static var uppercaseF: UInt8 { UInt8(ascii: "F") }
    /// The bit that makes an ASCII letter lowercase (`byte | lowercaseBit == lowercaseE`
    /// matches `e` and `E`).
    static var lowercaseBit: UInt8 { 0x20 }
}
