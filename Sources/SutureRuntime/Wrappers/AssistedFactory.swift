/// Builds `Value` from runtime arguments on every call: what a container hands out for an assisted factory, a
/// dependency spelled `(String, Int) -> Order`.
///
/// The binding and its argument types were checked when the factory was handed out; a call stops with the full
/// `ResolutionError` only if building fails later (use `value(_:_:)` to get the error instead).
public struct AssistedFactory<Value>: Sendable {
    private let container: Container
    private let qualifier: Qualifier?

    init(container: Container, qualifier: Qualifier?) {
        self.container = container
        self.qualifier = qualifier
    }

    /// A new value built from `first` and `rest`, passed to the factory in order. Stops if building fails.
    ///
    /// - Parameters:
    ///   - first: The first runtime argument, of the first type the binding's factory takes.
    ///   - rest: The other runtime arguments, in the order the factory takes them.
    ///   - file: The file of the call, shown if the program stops; leave the default.
    ///   - line: The line of the call, shown if the program stops; leave the default.
    /// - Returns: A new `Value`, built by the binding's factory from these arguments.
    public func callAsFunction<FirstArgument, each Argument>(
        _ first: FirstArgument,
        _ rest: repeat each Argument,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Value {
        do {
            return try value(first, repeat each rest)
        } catch {
            stopWithResolutionFailure(
                error,
                accessor: "AssistedFactory<\(TypeName.describe(Value.self))>",
                file: file,
                line: line
            )
        }
    }

    /// A new value built from `first` and `rest`, passed to the factory in order; throws if building fails.
    ///
    /// - Parameters:
    ///   - first: The first runtime argument, of the first type the binding's factory takes.
    ///   - rest: The other runtime arguments, in the order the factory takes them.
    /// - Returns: A new `Value`, built by the binding's factory from these arguments.
    /// - Throws: `ResolutionError` when the arguments' types are not those the factory takes (`argumentMismatch`),
    ///   or when the factory or one of the dependencies it resolves throws.
    public func value<FirstArgument, each Argument>(_ first: FirstArgument, _ rest: repeat each Argument) throws
        -> Value
    {
        try container._resolveDependency(
            Value.self,
            qualifier: qualifier,
            arguments: _RuntimeArguments(first, repeat each rest),
            isolation: nil
        )
    }
}
