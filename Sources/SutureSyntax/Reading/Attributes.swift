import SwiftSyntax

/// The attribute names Suture reads, as users write them (`@Injectable`, `@Suture.Injectable`).
package enum AnnotationName: String, CaseIterable, Sendable {
    /// `@Injectable` on a type.
    case injectable = "Injectable"
    /// `@Inject` on an initializer or a stored `var`.
    case inject = "Inject"
    /// `@Module` on an enum.
    case module = "Module"
    /// `@Provides` on a module's static function.
    case provides = "Provides"
    /// `@Component` on a protocol.
    case component = "Component"
    /// `@Named("x")` on a parameter.
    case named = "Named"
    /// `@Argument` on a parameter.
    case argument = "Argument"
    /// `@Qualified("x")` on a component's entry point.
    case qualified = "Qualified"
}

extension AttributeSyntax {
    /// The attribute's name without a module prefix: `Injectable` for `@Suture.Injectable`.
    package var simpleName: String {
        if let identifier = attributeName.as(IdentifierTypeSyntax.self) {
            return identifier.name.text
        }
        if let member = attributeName.as(MemberTypeSyntax.self) {
            return member.name.text
        }
        return attributeName.trimmedSource
    }

    /// Whether this is the Suture annotation `name`.
    package func isAnnotation(_ name: AnnotationName) -> Bool {
        simpleName == name.rawValue
    }

    /// The attribute's arguments, empty when it has none.
    var labeledArguments: [LabeledExprSyntax] {
        guard let list = arguments?.as(LabeledExprListSyntax.self) else { return [] }
        return Array(list)
    }
}

extension AttributeListSyntax {
    /// The first attribute that is the Suture annotation `name`.
    package func first(_ name: AnnotationName) -> AttributeSyntax? {
        // Most declarations carry no attribute: answered without making an iterator.
        guard !isEmpty else { return nil }
        for element in self {
            if let attribute = element.as(AttributeSyntax.self), attribute.isAnnotation(name) {
                return attribute
            }
        }
        return nil
    }

    /// Every attribute that is the Suture annotation `name`.
    package func all(_ name: AnnotationName) -> [AttributeSyntax] {
        compactMap { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.isAnnotation(name) else { return nil }
            return attribute
        }
    }

    /// The isolation written in these attributes and `modifiers` (only `@MainActor` is recognised as a global actor).
    func isolation(modifiers: DeclModifierListSyntax) -> DeclaredIsolation {
        if let globalActor { return .globalActor(globalActor) }
        if modifiers.contains(.nonisolated) { return .nonisolated }
        return .unspecified
    }

    /// The global actor written among the attributes (only `@MainActor` is recognised syntactically).
    var globalActor: String? {
        guard !isEmpty else { return nil }
        for element in self {
            if let attribute = element.as(AttributeSyntax.self), attribute.simpleName == "MainActor" {
                return "MainActor"
            }
        }
        return nil
    }
}

extension DeclModifierListSyntax {
    /// The access level written among the modifiers (`private(set)` and the like do not count).
    var accessLevel: AccessLevel {
        for modifier in self where modifier.detail == nil {
            if let level = AccessLevel(rawValue: modifier.name.text) {
                return level
            }
        }
        return .internal
    }

    /// Whether `keyword` is among the modifiers.
    func contains(_ keyword: Keyword) -> Bool {
        contains { $0.name.tokenKind == .keyword(keyword) }
    }
}
