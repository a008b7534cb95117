/// Stops the program with a resolution failure's full text.
///
/// Only the three accessors that Swift does not let throw come here: `Lazy.get()`, `Provider.get()`
/// and `@Injected`'s value. A container checks the key before it hands out a `Lazy` or `Provider`, so
/// reaching this means the factory itself failed later. Their throwing twins (`Lazy.value()`,
/// `Provider.value()`, `$property.value()`) report the same error without stopping. A generated component's
/// singleton comes here only from inside one of those: a `Lazy`/`Provider` read during the singleton's own
/// initializer that needs the singleton again.
func stopWithResolutionFailure(_ error: any Error, accessor: String, file: StaticString, line: UInt) -> Never {
    let message = "Suture: \(accessor) could not resolve its value.\n\(error)"
    fatalError(message, file: file, line: line)
}

/// Runs a generated component's build of a `Value` shared instance that cannot throw, stopping with the failure when
/// it does: only a build that reaches itself again (through a `Lazy` or `Provider` read inside an initializer) can,
/// since the graph compiler rejects every other cycle.
func buildingSharedInstance<Value>(_ build: () throws -> Value, file: StaticString = #fileID, line: UInt = #line)
    -> Value
{
    do {
        return try build()
    } catch {
        stopWithResolutionFailure(
            error,
            accessor: "the Lazy or Provider read while \(TypeName.describe(Value.self)) was being built",
            file: file,
            line: line
        )
    }
}
