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
