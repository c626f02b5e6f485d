/// One name an option with a fixed list of values accepts, and what choosing it sets.
struct OptionChoice: Sendable {
    /// The name as typed: `premium`.
    let name: String
    /// Applies the choice.
    let set: @Sendable (inout CommandLineOptions) -> Void

    /// One choice per value of `values`, named by `name`, each storing its value at `field`.
    static func each<Value: Sendable>(
        of values: [Value], named name: (Value) -> String,
        storedAt field: WritableKeyPath<CommandLineOptions, Value> & Sendable
    ) -> [OptionChoice] {
        values.map { value in
            OptionChoice(name: name(value)) { options in options[keyPath: field] = value }
        }
    }
}
