import SwiftSyntax

/// A Needle component class as written: what it derives from, the values its parent passes it, and its members.
package struct NeedleComponent {
    /// What the class derives from.
    package enum Kind: Equatable {
        /// `BootstrapComponent`: the root of the tree.
        case bootstrap
        /// `Component<XDependency>`: a child, with the protocol that lists what its ancestors supply.
        case child(dependency: String)
        /// `PluginizedComponent<…>` or `NonCoreComponent<…>`: a plug-in point, by the base class's name.
        case pluginized(String)
    }

    /// The class's name.
    package let name: String
    /// What it derives from.
    package let kind: Kind
    /// Where its name stands.
    package let location: SourcePosition
    /// The class declaration, which the migration replaces by a `@Component` protocol.
    package let declaration: ClassDeclSyntax
    /// The values its initializer takes besides `parent` and keeps (Needle's dynamic dependencies), in order; nil when
    /// its initializer does more than keep them.
    package let dynamicDependencies: [NeedleDynamicDependency]?
    /// Its members but the initializer and the stored properties it sets, in source order.
    package let members: [NeedleMember]

    /// `BasketComponent` → `Basket`: the name the component's module and scope are made from.
    package var baseName: String {
        name.hasSuffix("Component") && name != "Component" ? String(name.dropLast("Component".count)) : name
    }
}

/// A value a component's initializer takes and keeps, which the parent passes when it makes the component.
package struct NeedleDynamicDependency {
    /// The parameter's label, which is also the stored property's name.
    package let name: String
    /// Its type, as written.
    package let type: String
}

/// A member of a component: a provider (a computed property, or a function that makes a child), or anything else.
package struct NeedleMember {
    /// What the member is.
    package enum Kind {
        /// `var name: Type { … }`, a computed property: the provider of `Type`.
        case property
        /// `func name(parameters) -> Type { … }`, with the parameter clause as written.
        case function(parameters: String, labels: [String])
        /// Any other member (a stored property with a value, a nested type, a method without a result), by what it
        /// is.
        case other(String)
    }

    /// The member's name.
    package let name: String
    /// What it is.
    package let kind: Kind
    /// The type it gives, as written (empty for `.other`).
    package let type: String
    /// Where its name stands.
    package let location: SourcePosition
    /// Its statements, inside `shared { }` when it is shared.
    package let statements: CodeBlockItemListSyntax?
    /// Whether its body is `shared { … }`: one instance per component.
    package let isShared: Bool
    /// The declaration, which a left member keeps as a comment.
    package let declaration: DeclSyntax

    /// The single expression the statements return, when there is one statement.
    package var singleExpression: ExprSyntax? {
        guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        return nil
    }
}

/// A protocol that refines Needle's `Dependency`: what a child component's ancestors supply, by name.
package struct NeedleDependency {
    /// The protocol's name.
    package let name: String
    /// Its properties, by name: each one's type, as written.
    package let members: [String: String]
    /// The declaration, which the migration removes once no component needs it.
    package let declaration: ProtocolDeclSyntax
    /// The file it stands in.
    package let path: String
}
