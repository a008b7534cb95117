import SutureRuntime
public import Vapor

extension Request {
    /// Returns the instance bound to `type` (optionally named) in this request's child container.
    ///
    /// ```swift
    /// app.get("cart") { req in try req.resolve(Cart.self).summary }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to resolve: `Cart.self`.
    ///   - name: The registration's name, or `nil` for the unnamed one.
    ///   - isolation: The actor of the calling code, which `#isolation` gives; leave it out.
    /// - Returns: The instance the request's child container resolves.
    /// - Throws: `SutureVaporError` when the Application's root is not a `Container`; `ResolutionError` when the
    ///   child cannot resolve `type`.
    public func resolve<Value>(
        _ type: Value.Type = Value.self,
        named name: String? = nil,
        isolation: (any Actor)? = #isolation
    ) throws -> Value {
        let container = try suture.scope(
            as: Container.self,
            reaching: name.map { "\(Value.self) named \"\($0)\"" } ?? "\(Value.self)"
        )
        if let name {
            return try container.resolve(type, named: name, isolation: isolation)
        }
        return try container.resolve(type, isolation: isolation)
    }
}
