/// The runtime arguments of one request, on their way to a factory that takes them.
///
/// A class, so that `_RuntimeArguments?` is one nullable reference: every request without arguments (nearly all)
/// passes `nil` through the factory, and a `nil` of a struct holding an `Any` is destroyed through the runtime's
/// generic value witnesses, about sixty instructions per object built. A request with arguments pays one allocation.
public final class _RuntimeArguments: @unchecked Sendable {
    // The values go from one caller to one factory and are never stored, so they are passed on unchecked.
    /// The values, as the tuple `(first, (rest...))`.
    @usableFromInline let values: Any

    /// Packs one or more values; inlined so the tuple's type is known where the request is made.
    @inlinable
    init<First, each Rest>(_ first: First, _ rest: repeat each Rest) {
        values = (first, (repeat each rest))
    }

    /// The types of the values, for messages; read from the values only when a message needs them.
    var types: [any Any.Type] {
        let pair = Array(Mirror(reflecting: values).children)
        guard pair.count == 2 else { return [type(of: values)] }
        var types: [any Any.Type] = [type(of: pair[0].value)]
        let rest = pair[1].value
        let restMirror = Mirror(reflecting: rest)
        if restMirror.displayStyle == .tuple {
            types += restMirror.children.map { type(of: $0.value) }
        } else {
            types.append(type(of: rest))
        }
        return types
    }

    /// `(String, Int)`.
    static func describe(_ types: [any Any.Type]) -> String {
        "(" + types.map { TypeName.describe($0) }.joined(separator: ", ") + ")"
    }
}
