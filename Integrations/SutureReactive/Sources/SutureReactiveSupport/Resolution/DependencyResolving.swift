import SutureRuntime

/// A reactive wrapper's projected dependency, which resolves from the container it is given: what a view keeps.
package protocol DependencyResolving: AnyObject {
    /// The type of the resolved object, such as `any Model`.
    associatedtype Value

    /// The resolved object: on first call, resolved from `container`.
    func value(from container: Container) throws -> Value
}
