/// The value of a non-throwing accessor: what its throwing twin `read` returns, or a stop with the full text of the
/// error it throws, as `@Injected` does.
///
/// Only non-throwing property-wrapper accessors come here (a wrapped value, a `$property.name` publisher); each has a
/// throwing twin (`try $property.value()`, `try $property.publisher(for:)`, `try $property.values(of:)`) that reports
/// the same error without stopping.
///
/// A user's mistake reaches it (a dependency nobody registered), as it reaches `@Injected`'s value: a wrapped value
/// cannot throw in Swift, so these wrappers share that accessor's documented trap, with its words. The runtime's
/// `stopWithResolutionFailure` is internal to `SutureRuntime`, so the words are written here again rather than the
/// trap made public for one caller; the tests compare the whole message with the runtime's.
package func valueOrStop<Value>(
    accessor: @autoclosure () -> String,
    file: StaticString = #fileID,
    line: UInt = #line,
    read: () throws -> Value
) -> Value {
    do {
        return try read()
    } catch {
        fatalError("Suture: \(accessor()) could not resolve its value.\n\(error)", file: file, line: line)
    }
}
