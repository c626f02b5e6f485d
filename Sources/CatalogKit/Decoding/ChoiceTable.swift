/// The values of an enumeration whose JSON form is its raw string, with their spellings in
/// a ``KeyTable``: a field such as `"currency": "JPY"` is matched as bytes, with no `String`
/// and no array of cases made per element.
///
/// Immutable after `init`; one per schema field, for the process's lifetime.
final class ChoiceTable<Value: RawRepresentable<String> & CaseIterable>: @unchecked Sendable {
    // @unchecked: never mutated after `init`; `Value` is an enumeration of plain cases.
    private let values: [Value]
    private let spellings: KeyTable

    init() {
        values = Array(Value.allCases)
        spellings = KeyTable(names: values.map(\.rawValue))
    }

    /// The value whose raw value is the `count` bytes at `start`, if any.
    func value(spelled start: UnsafePointer<UInt8>, count: Int) -> Value? {
        spellings.index(of: start, count: count).map { values[$0] }
    }
}
