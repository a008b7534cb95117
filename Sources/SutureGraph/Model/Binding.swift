import SutureSyntax

/// One way of making a value: an `@Injectable` type, a `@Provides` function, or an instance a component is given.
package struct Binding: Hashable, Sendable {
    /// Where the value comes from.
    package enum Source: Hashable, Sendable {
        /// An `@Injectable` type built with its chosen initializer; `typeName` is its full name.
        case injectable(typeName: String, kind: TypeKind)
        /// A `@Provides` function of a module.
        case provider(moduleName: String, functionName: String)
        /// A component's `init` parameter, or a subcomponent entry point's parameter.
        case boundInstance(componentName: String, parameterName: String)
    }

    /// One runtime argument (`@Argument`) the binding takes.
    package struct Argument: Hashable, Sendable {
        /// The label callers write, `nil` for `_`.
        package var label: String?
        /// The parameter's name.
        package var name: String
        /// The canonical type.
        package var type: String
        /// Where it stands.
        package var location: SyntaxLocation?
    }

    /// One parameter of the call that builds the value, in order.
    package enum CallParameter: Hashable, Sendable {
        /// A dependency, by index in `dependencies`.
        case dependency(Int)
        /// A runtime argument, by index in `arguments`.
        case argument(Int)
    }

    /// A stable number, unique in its graph.
    package var id: Int
    /// The keys it answers; the first is its own.
    package var keys: [BindingKey]
    /// Where the value comes from.
    package var source: Source
    /// The canonical type of the value it makes.
    package var valueType: String
    /// How long a value lives.
    package var scope: ScopeModel
    /// What it asks for: initializer or provider parameters, then `@Inject var` properties.
    package var dependencies: [DependencyRequest]
    /// Runtime arguments, in declaration order.
    package var arguments: [Argument]
    /// The call's parameters in order, each a dependency or an argument.
    package var callParameters: [CallParameter]
    /// Whether making the value can throw.
    package var isThrowing: Bool
    /// Whether making the value is `async`.
    package var isAsync: Bool
    /// The global actor it is isolated to, if one is written.
    package var globalActor: String?
    /// The multibinding it contributes to, if any.
    package var contribution: MultibindingContribution?
    /// Whether `eager: true` was written.
    package var isEager: Bool
    /// The module that declares it.
    package var moduleName: String
    /// Why generated code in the target cannot call it, if it cannot.
    package var inaccessibility: Inaccessibility?
    /// Where the inaccessible declaration stands (the initializer, when it is the problem).
    package var inaccessibilityLocation: SyntaxLocation?
    /// Where it is declared.
    package var location: SyntaxLocation?
    /// Where the `@Injectable` attribute of an injectable type stands, the place to edit its keys.
    package var attributeLocation: SyntaxLocation?
    /// The function or initializer that makes the value, with its argument labels: `sweeper(_:)`,
    /// `init(oven:starter:)`; empty for a bound instance.
    package var signature: String = ""
    /// Whether an `@Injectable` type is an actor or declares `Sendable` itself, so a `Sendable` component may store it.
    package var isDeclaredSendable: Bool = false

    /// The key a request for `key` is answered with, when this binding answers it.
    func answers(_ key: BindingKey) -> Bool { contribution == nil && keys.contains(key) }
}
