/// A problem found while decoding, kept as byte offsets so the happy path never counts
/// lines: `CatalogError`'s `line:column` is worked out from the offset only when decoding
/// fails (see `LocationCounter`).
///
/// Element indexes are relative to the segment that found the problem until the segment's
/// place in the file is known; `shifted(by:)` makes them absolute.
struct DecodingFailure: Error {
    enum Kind {
        /// The bytes are not JSON; the message says what was expected.
        case syntax(String)
        /// The bytes are not UTF-8.
        case invalidUTF8
        /// A value has the wrong type or form.
        case invalidField(path: FieldPath, expected: String, got: String)
        /// A value has the right type but is out of range; `problem` reads after the path.
        case invalidValue(path: FieldPath, problem: String)
        /// A required field is absent; the offset is the object's.
        case missingField(path: FieldPath, expected: String)
        /// A key appears twice in one object; the offset is the second key's.
        case duplicateKey(path: FieldPath, key: String, firstOffset: Int)
        /// Two elements share an id; the offset is the second id's.
        case duplicateID(id: String, firstIndex: Int, duplicateIndex: Int)
        /// The file has no bytes at all.
        case emptyFile
        /// The file could not be read to its end.
        case unreadable(CatalogError)
    }

    var kind: Kind
    /// Where the problem is, in bytes from the start of the file.
    var offset: Int

    init(_ kind: Kind, at offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// The failure with every element index moved by `count` (a segment's first index).
    func shifted(by count: Int) -> DecodingFailure {
        guard count != 0 else { return self }
        var copy = self
        switch kind {
        case .invalidField(let path, let expected, let got):
            copy.kind = .invalidField(path: path.shifted(by: count), expected: expected, got: got)
        case .invalidValue(let path, let problem):
            copy.kind = .invalidValue(path: path.shifted(by: count), problem: problem)
        case .missingField(let path, let expected):
            copy.kind = .missingField(path: path.shifted(by: count), expected: expected)
        case .duplicateKey(let path, let key, let firstOffset):
            copy.kind = .duplicateKey(path: path.shifted(by: count), key: key, firstOffset: firstOffset)
        case .duplicateID(let id, let firstIndex, let duplicateIndex):
            copy.kind = .duplicateID(
                id: id, firstIndex: firstIndex + count, duplicateIndex: duplicateIndex + count)
        case .syntax, .invalidUTF8, .emptyFile, .unreadable:
            break
        }
        return copy
    }

    /// The public error, with `line:column` found by `locate` (which reads the file up to
    /// the offset).
    func catalogError(file: String, locate: (Int) -> SourceLocation) -> CatalogError {
        switch kind {
        case .syntax(let message):
            return .malformedJSON(file: file, location: locate(offset), message: message)
        case .invalidUTF8:
            return .invalidUTF8(file: file, byteOffset: offset, location: locate(offset))
        case .invalidField(let path, let expected, let got):
            return .invalidField(
                file: file, path: path.description, location: locate(offset), expected: expected, got: got)
        case .invalidValue(let path, let problem):
            return .invalidValue(
                file: file, path: path.description, location: locate(offset), problem: problem)
        case .missingField(let path, let expected):
            return .missingField(
                file: file, path: path.description, location: locate(offset), expected: expected)
        case .duplicateKey(let path, let key, let firstOffset):
            return .duplicateKey(
                file: file, path: path.description, key: key, firstLocation: locate(firstOffset),
                location: locate(offset))
        case .duplicateID(let id, let firstIndex, let duplicateIndex):
            return .duplicateID(
                file: file, id: id, firstIndex: firstIndex, duplicateIndex: duplicateIndex,
                location: locate(offset))
        case .emptyFile:
            return .emptyFile(file: file)
        case .unreadable(let error):
            return error
        }
    }
}
