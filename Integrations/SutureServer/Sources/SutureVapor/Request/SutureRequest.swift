public import SutureRuntime
public import Vapor

/// One request's Suture scope (`req.suture`): a subcomponent or a child `Container`, built on first use and
/// released when Vapor lets go of the request.
public struct SutureRequest: Sendable {
    /// The request whose storage keeps the scope.
    public let request: Request

    /// This request's scope, as made by the closure given to `app.suture.use(_:requestScope:)`.
    ///
    /// Throws `SutureVaporError` when no root was configured or its request scope is not a `Scope`.
    public func scope<Scope: Sendable>(as type: Scope.Type = Scope.self) throws -> Scope {
        try scope(as: Scope.self, reaching: "\(Scope.self)")
    }

    /// This request's child container, when the Application's root is a `Container`.
    public var container: Container {
        get throws { try scope(as: Container.self) }
    }

    /// The scope, checked against the configured one before anything is built; `binding` names what asked.
    func scope<Scope: Sendable>(as type: Scope.Type, reaching binding: String) throws -> Scope {
        let expected = "\(Scope.self)"
        let description = "\(request.method) \(request.url.path)"
        guard let root = request.application.storage[SutureRootKey.self] else {
            throw SutureVaporError(
                kind: .notConfigured, binding: binding, expected: expected, configured: nil, request: description)
        }
        let mismatch = SutureVaporError(
            kind: .requestScopeMismatch, binding: binding, expected: expected, configured: root.scopeTypeName,
            request: description)
        guard root.scopeType == ObjectIdentifier(Scope.self) else { throw mismatch }
        let request = self.request
        // Vapor never releases a box before it drops the request, so the released error cannot be reached here.
        let scope = try root.box(of: request).scope(orMake: { try root.makeScope(request) }) {
            SutureVaporError(
                kind: .requestEnded, binding: binding, expected: expected, configured: nil, request: description)
        }
        guard let typed = scope as? Scope else { throw mismatch }
        return typed
    }
}
