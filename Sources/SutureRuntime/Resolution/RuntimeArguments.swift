/// The runtime arguments of one request, on their way to a factory that takes them.
public struct RuntimeArguments: @unchecked Sendable {
    // The values go from one caller to one factory and are never stored, so they are passed on unchecked.
    /// The values, as the tuple `(first, (rest...))`.
    let values: Any
    /// The static types of the values, for messages.
    let types: [any Any.Type]

    /// Packs one or more values.
    @usableFromInline
    init<First, each Rest>(_ first: First, _ rest: repeat each Rest) {
        values = (first, (repeat each rest))
        var types: [any Any.Type] = [First.self]
        for type in repeat (each Rest).self {
            types.append(type)
        }
        self.types = types
    }

    /// `(String, Int)`.
    static func describe(_ types: [any Any.Type]) -> String {
        "(" + types.map { TypeName.describe($0) }.joined(separator: ", ") + ")"
    }
}
