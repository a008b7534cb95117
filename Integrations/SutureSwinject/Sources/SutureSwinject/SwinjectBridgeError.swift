import SutureRuntime

/// What keeps Suture and Swinject from answering for each other, every problem at once, each with its fix.
public struct SwinjectBridgeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problems, in the order the bridge met them.
    public let problems: [SwinjectBridgeProblem]

    /// Makes the error of `problems`.
    ///
    /// - Parameter problems: What went wrong, one entry per key or scope.
    public init(problems: [SwinjectBridgeProblem]) {
        self.problems = problems
    }

    /// The message: how many problems, then each with its fix.
    public var description: String {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        let lines = problems.enumerated().map { index, problem in "\(index + 1). \(problem)" }
        return (["The bridge between Suture and Swinject has \(count):"] + lines).joined(separator: "\n")
    }
}

/// One thing the bridge between Suture and Swinject cannot do, with what to change.
public enum SwinjectBridgeProblem: Sendable, Equatable, CustomStringConvertible {
    /// Suture takes `key` from Swinject (a provider written at `site`), but Swinject does not resolve it.
    case notResolvedBySwinject(AnyDependencyKey, site: RegistrationSite)
    /// Swinject resolved `key` at start-up, but no longer does.
    case noLongerResolvedBySwinject(AnyDependencyKey)
    /// Code took `key` from the bridge without declaring it in the registrations the bridge checked.
    case notDeclared(AnyDependencyKey)
    /// `key` is qualified by a value that is not a name; Swinject tells keys apart by names only.
    case qualifierIsNotAName(AnyDependencyKey, site: RegistrationSite)
    /// A contribution to a multibinding, which Swinject has no counterpart for.
    case multibindingContribution(AnyDependencyKey, site: RegistrationSite)
    /// A Suture scope with no Swinject object scope to stand for it: a `.custom` scope not given to `SwinjectScopes`.
    case scopeWithoutObjectScope(Scope, key: AnyDependencyKey?)
    /// A Swinject object scope, by its description, with no Suture scope to stand for it.
    case objectScopeWithoutScope(String)

    /// The problem and its fix, in one paragraph.
    public var description: String {
        switch self {
        case .notResolvedBySwinject(let key, let site):
            "Swinject does not resolve \(key), which Suture takes from it (\(site)). Fix: register it in the Swinject "
                + "container, as in \(Self.registrationSample(key)), or bind it in Suture and stop taking it from "
                + "Swinject."
        case .noLongerResolvedBySwinject(let key):
            "Swinject resolved \(key) when the bridge was made, but no longer does. Fix: keep its registration in "
                + "the Swinject container while Suture takes it, or bind it in Suture."
        case .notDeclared(let key):
            "\(key) was taken from Swinject without being declared. Fix: take it only in the @Provides function that "
                + "returns it, and pass that module's registrations to SwinjectBridge(_:taking:), so that the start-up "
                + "check sees it."
        case .qualifierIsNotAName(let key, let site):
            "\(key) (\(site)) is qualified by a value, but Swinject names keys with strings only. Fix: qualify it "
                + "with a name, as @Provides(named:) or Register(_:named:) do."
        case .multibindingContribution(let key, let site):
            "\(key) (\(site)) contributes to a multibinding, which Swinject has none of. Fix: bridge the collection "
                + "itself, from an entry point or a provider that returns it."
        case .scopeWithoutObjectScope(let scope, let key):
            "\(key.map { "\($0) is in the scope " } ?? "The scope ")\(scope), which has no Swinject object scope. "
                + "Fix: give it one, as in SwinjectScopes(custom: [\(Self.customName(scope)): yourObjectScope])."
        case .objectScopeWithoutScope(let description):
            "Swinject's object scope \"\(description)\" has no Suture scope. Fix: name it in SwinjectScopes(custom:), "
                + "and Suture reads it as .custom of that name."
        }
    }

    /// How the key is registered in Swinject, as code: `container.register(Oven.self) { r in ... }`.
    private static func registrationSample(_ key: AnyDependencyKey) -> String {
        let typeName = key.typeName
        let type = typeName.hasPrefix("any ") ? "(\(typeName)).self" : "\(typeName).self"
        let name = key.qualifier?.name.map { ", name: \"\($0)\"" } ?? ""
        return "container.register(\(type)\(name)) { r in ... }"
    }

    /// The custom scope's name as a string literal, or the scope itself for the others.
    private static func customName(_ scope: Scope) -> String {
        switch scope {
        case .custom(let name): "\"\(name)\""
        case .transient, .singleton, .weak, .graph: "\(scope)"
        }
    }
}
