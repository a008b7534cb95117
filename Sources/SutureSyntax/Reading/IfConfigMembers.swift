import SwiftSyntax

/// The members of a type as each configuration of the build compiles them, when its initializers or stored
/// properties stand in `#if` blocks: one list per combination of clauses, with the condition that selects it.
///
/// The macros see a type's `#if` blocks as written, every clause at once; the registration of each configuration
/// must use the initializer that configuration compiles.
package enum IfConfigMembers {
    /// One combination of clauses.
    package struct Variant {
        /// The members the combination compiles.
        package var members: [MemberBlockItemSyntax]
        /// The parts of its condition, each a clause's condition or the negation of an earlier clause's.
        package var conditions: [String]

        /// The condition that selects the combination, for `#if` (`true` for the only one).
        package var condition: String {
            conditions.isEmpty ? "true" : conditions.joined(separator: " && ")
        }
    }

    /// The most combinations read; a type past it is read from its members outside `#if` blocks.
    package static let limit = 16

    /// Every combination of the clauses of the blocks that hold initializers or stored properties; one variant with
    /// every other member when there are none, and `nil` past `limit`.
    package static func variants(of members: MemberBlockItemListSyntax) -> [Variant]? {
        var variants = [Variant(members: [], conditions: [])]
        for member in members {
            guard let block = member.decl.as(IfConfigDeclSyntax.self), decides(block) else {
                for index in variants.indices { variants[index].members.append(member) }
                continue
            }
            var choices: [Variant] = []
            var earlier: [String] = []
            var hasElse = false
            for clause in block.clauses {
                let condition = clause.condition.map { parenthesized($0.trimmedDescription) }
                let parts = earlier.map { "!" + $0 } + (condition.map { [$0] } ?? [])
                if condition == nil { hasElse = true }
                if case .decls(let inner) = clause.elements, let innerVariants = Self.variants(of: inner) {
                    choices += innerVariants.map { Variant(members: $0.members, conditions: parts + $0.conditions) }
                } else {
                    choices.append(Variant(members: [], conditions: parts))
                }
                if let condition { earlier.append(condition) }
            }
            if !hasElse { choices.append(Variant(members: [], conditions: earlier.map { "!" + $0 })) }
            variants = variants.flatMap { variant in
                choices.map {
                    Variant(members: variant.members + $0.members, conditions: variant.conditions + $0.conditions)
                }
            }
            guard variants.count <= limit else { return nil }
        }
        return variants
    }

    /// Whether a block holds an initializer or a stored property, in any clause or nested block.
    private static func decides(_ block: IfConfigDeclSyntax) -> Bool {
        block.clauses.contains { clause in
            guard case .decls(let members) = clause.elements else { return false }
            return members.contains { member in
                member.decl.is(InitializerDeclSyntax.self) || member.decl.is(VariableDeclSyntax.self)
                    || member.decl.as(IfConfigDeclSyntax.self).map(decides) == true
            }
        }
    }

    /// A condition ready to negate or join: in parentheses unless it is one name or one call.
    private static func parenthesized(_ condition: String) -> String {
        let isSimple =
            condition.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            || (condition.hasSuffix(")") && !condition.contains(" ") && condition.first?.isLetter == true)
        return isSimple ? condition : "(\(condition))"
    }
}
