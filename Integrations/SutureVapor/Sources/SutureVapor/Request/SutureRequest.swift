import SutureRequestScope
public import SutureRuntime
public import Vapor

/// One request's Suture scope (`req.suture`): a subcomponent or a child `Container`, built on first use and
/// released when Vapor lets go of the request.
public struct SutureRequest: Sendable {
    /// The request whose storage keeps the scope.
    public let request: Request

    /// This request's scope, as made by the closure given to `app.suture.use(_:requestScope:)`.
    ///
    /// - Parameter type: The request scope's type, as the closure given to `use(_:requestScope:)` returns it.
    /// - Returns: The scope, built on first use and the same for the rest of the request.
    /// - Throws: `SutureVaporError` when no root was configured, its request scope is not a `Scope`, or the closure
    ///   given to `use(_:requestScope:)` reached the scope it was making; what that closure throws.
    @inlinable
    public func scope<Scope: Sendable>(as type: Scope.Type = Scope.self) throws -> Scope {
        try scope(as: Scope.self, reaching: "\(Scope.self)")
    }

    /// This request's child container, when the Application's root is a `Container`.
    public var container: Container {
        get throws { try scope(as: Container.self) }
    }

    /// The scope, checked against the configured one before anything is built; `binding` names what asked.
    ///
    /// The names in messages are formatted only when there is an error, so a request that reaches its scope pays
    /// for none of them.
    @inlinable
    func scope<Scope: Sendable>(as type: Scope.Type, reaching binding: @autoclosure () -> String) throws -> Scope {
        let request = self.request
        guard let root = request.application.storage[SutureRootKey.self] else {
            throw Self.error(.notConfigured, reaching: binding(), as: Scope.self, configured: nil, in: request)
        }
        guard root.scopeType == ObjectIdentifier(Scope.self), let factory = root.scopeFactory(as: Scope.self),
            let box = root.box(of: request, as: Scope.self)
        else {
            throw Self.error(
                .requestScopeMismatch, reaching: binding(), as: Scope.self, configured: root.scopeTypeName, in: request)
        }
        // Released when the box ends with the request (`RequestScopeMarkerMiddleware`); nothing releases it before, so
        // `released` is never called: the box's API asks for it.
        return try box.scope(
            orMake: { _ in try factory.makeScope(request) },
            released: { _ in
                Self.error(.afterResponse, reaching: binding(), as: Scope.self, configured: nil, in: request)
            },
            reachedWhileMade: { _ in
                Self.error(.reachedWhileMade, reaching: binding(), as: Scope.self, configured: nil, in: request)
            }
        )
    }

    /// The error of `kind` for `binding` reached through a scope of type `scope` in `request`, formatted only then.
    @usableFromInline
    static func error(
        _ kind: SutureVaporError.Kind,
        reaching binding: String,
        as scope: Any.Type,
        configured: String?,
        in request: Request
    ) -> SutureVaporError {
        SutureVaporError(
            kind: kind, binding: binding, expected: "\(scope)", configured: configured,
            request: "\(request.method) \(request.url.path)")
    }
}
