/// What became of one registration.
package enum Conversion {
    /// `@Injectable` on the type the factory builds.
    case injectable(InjectableConversion)
    /// A `@Provides` function in a `@Module`.
    case provider(ProviderConversion)
    /// Left for a person, with the reason.
    case left(LeftReason)
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
    /// The imports the module's file needs besides Suture.
    package let imports: [String]
    /// The function's name.
    package let functionName: String
    /// Its parameter labels, for the report (`person(animal:)`).
    package let parameterLabels: [String]
    /// The function, as written, indented one level.
    package let source: String
}
