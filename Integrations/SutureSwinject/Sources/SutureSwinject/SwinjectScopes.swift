import SutureRuntime
import Swinject

/// How Suture's scopes and Swinject's object scopes stand for each other, both ways.
///
/// `.transient` is `.transient`, `.singleton` is `.container`, `.weak` is `.weak` and `.graph` is `.graph`. A
/// `.custom(name)` scope is the `ObjectScope` given for `name` in `custom`; one that is not given, and a Swinject
/// object scope that none of these is, cannot be mapped: the bridge reports it, and never picks another scope.
public struct SwinjectScopes: Sendable {
    /// The Swinject object scope of each `.custom` Suture scope, by the custom scope's name.
    public let custom: [String: ObjectScope]

    /// Makes the mapping, with the object scopes that stand for Suture's custom scopes.
    ///
    /// - Parameter custom: For each `.custom(name)` scope, the Swinject `ObjectScope` that stands for it.
    public init(custom: [String: ObjectScope] = [:]) {
        self.custom = custom
    }

    /// The Swinject object scope that stands for a Suture scope.
    ///
    /// - Parameter scope: A Suture scope.
    /// - Returns: Its Swinject counterpart.
    /// - Throws: `SwinjectBridgeError` for a `.custom` scope that `custom` does not name.
    public func objectScope(for scope: Scope) throws(SwinjectBridgeError) -> ObjectScope {
        switch scope {
        case .transient: return .transient
        case .singleton: return .container
        case .weak: return .weak
        case .graph: return .graph
        case .custom(let name):
            guard let objectScope = custom[name] else {
                throw SwinjectBridgeError(problems: [.scopeWithoutObjectScope(scope, key: nil)])
            }
            return objectScope
        }
    }

    /// The Suture scope that stands for a Swinject object scope.
    ///
    /// - Parameter objectScope: A Swinject object scope: one of its four, or one that `custom` names.
    /// - Returns: Its Suture counterpart.
    /// - Throws: `SwinjectBridgeError` for an object scope that is none of Swinject's four and that `custom` does
    ///   not name.
    public func scope(for objectScope: any ObjectScopeProtocol) throws(SwinjectBridgeError) -> Scope {
        let standard: [(ObjectScope, Scope)] = [
            (.transient, .transient), (.container, .singleton), (.weak, .weak), (.graph, .graph),
        ]
        if let (_, scope) = standard.first(where: { $0.0 === objectScope }) { return scope }
        if let name = custom.keys.sorted().first(where: { custom[$0] === objectScope }) { return .custom(name) }
        let description = (objectScope as? CustomStringConvertible)?.description ?? "\(type(of: objectScope))"
        throw SwinjectBridgeError(problems: [.objectScopeWithoutScope(description)])
    }
}
