/// What became of one binding.
package enum Conversion {
    /// `@Injectable` on the type the factory builds.
    case injectable(InjectableConversion)
    /// A `@Provides` function in a `@Module`.
    case provider(ProviderConversion)
    /// An entry point of a component that makes a subcomponent.
    case subcomponent(SubcomponentConversion)
    /// Left for a person, with the reason.
    case left(LeftReason)

    /// The report's words for it, after the binding's location: `converted: subject → …` or `left: subject: why`.
    package func reportText(subject: String) -> String {
        switch self {
        case .injectable(let injectable):
            "converted: \(subject) → \(injectable.attribute) on \(injectable.type.name) (\(injectable.type.location))"
        case .provider(let provider):
            "converted: \(subject) → @Provides \(provider.functionName)(\(provider.parameterLabels.map { $0 + ":" }.joined())) in \(provider.module) (\(provider.modulePath))"
        case .subcomponent(let subcomponent):
            "converted: \(subject) → entry point of \(subcomponent.parent) that makes the subcomponent \(subcomponent.child) (scope \(subcomponent.scope))"
        case .left(let reason):
            "left: \(subject): \(reason.explanation)"
        }
    }
}

/// `@Injectable` on a declared type, with the edits that add it.
package struct InjectableConversion {
    /// The annotated type.
    package let type: DeclaredType
    /// The attribute, as written (`@Injectable(as: Animal.self, scope: .graph)`).
    package let attribute: String
    /// The edits: the attribute, `@Inject` on the chosen initializer, `@Named`/`@Argument` on its parameters.
    package let edits: [TextEdit]
}

/// A `@Provides` function that takes the factory's place.
package struct ProviderConversion {
    /// The module it joins.
    package let module: String
    /// The file the module is written to.
    package let modulePath: String
    /// What the module gathers (an assembly, a file, a component), for its doc comment.
    package let origin: String
    /// The imports the module's file needs besides Suture.
    package let imports: [String]
    /// The function's name.
    package let functionName: String
    /// Its parameter labels, for the report (`person(animal:)`).
    package let parameterLabels: [String]
    /// The function, as written, indented one level.
    package let source: String
}

/// A parent component's entry point that makes a subcomponent (Needle's child component made by its parent).
package struct SubcomponentConversion {
    /// The parent component.
    package let parent: String
    /// The subcomponent it makes.
    package let child: String
    /// The subcomponent's scope (`.custom("basket")`).
    package let scope: String
}
