public import Dependencies

/// The value swift-dependencies gives for `keyPath` where it is read: a `@Provides` function returns it to hand a
/// Suture graph a key that swift-dependencies still serves.
///
/// ```swift
/// @Module
/// enum LegacyKeys {
///     @Provides
///     static func oven() -> OvenClient { currentDependency(\.oven) }
/// }
/// ```
///
/// The value is read each time the binding is built. A transient binding, the default, reads the values current where
/// the component is asked, so `withDependencies { } operation: { }` around that code changes what it gets; a singleton
/// keeps what it read first. A key read in a test context without a test value reports the issue at the call.
///
/// - Parameters:
///   - keyPath: The key's property on `DependencyValues`: `\.oven`.
///   - fileID: Where the key is read, for swift-dependencies' reports; leave it out.
///   - filePath: Where the key is read, for swift-dependencies' reports; leave it out.
///   - line: Where the key is read, for swift-dependencies' reports; leave it out.
///   - column: Where the key is read, for swift-dependencies' reports; leave it out.
/// - Returns: The current value of the key.
public func currentDependency<Value>(
    _ keyPath: any KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Value {
    @Dependency(keyPath, fileID: fileID, filePath: filePath, line: line, column: column) var value
    return value
}
