/// Stops the program with a resolution failure's full text, as `@Injected` does.
///
/// Only non-throwing property-wrapper accessors come here (a wrapped value, a `$property.name`
/// publisher); each has a throwing twin (`try $property.value()`, `try $property.publisher(for:)`,
/// `try $property.values(of:)`) that reports the same error without stopping.
package func stopWithResolutionFailure(
    _ error: any Error,
    accessor: String,
    file: StaticString = #fileID,
    line: UInt = #line
) -> Never {
    let message = "Suture: \(accessor) could not resolve its value.\n\(error)"
    fatalError(message, file: file, line: line)
}
