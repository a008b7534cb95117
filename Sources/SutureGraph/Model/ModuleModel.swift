import SutureSyntax

/// One `@Module` enum as the graph sees it: its providers, the modules it includes, the components it installs in.
package struct ModuleModel: Hashable, Sendable {
    /// The enum's full name.
    package var name: String
    /// The source module that declares it.
    package var moduleName: String
    /// Whether the target declares it (not a dependency).
    package var isTarget: Bool
    /// Its providers, by binding id.
    package var bindings: [Int]
    /// The names in `includes:` as written.
    package var writtenIncludes: [String]
    /// The names in `includes:`, resolved to full names in the same order.
    package var includes: [String]
    /// The names in `installIn:` as written.
    package var writtenInstallIn: [String] = []
    /// The names in `installIn:`, resolved to full names in the same order: components, or protocols they refine.
    package var installIn: [String] = []
    /// Why generated code cannot call its providers, if it cannot.
    package var inaccessibility: Inaccessibility?
    /// Where it is declared.
    package var location: SyntaxLocation?
}

/// A name in `modules:`, `omitting:` or `includes:` that no scanned `@Module` declares.
package struct UnresolvedModuleReference: Hashable, Sendable {
    /// What writes the name.
    package enum Referrer: Hashable, Sendable {
        /// A component's `modules:`, by the component's full name.
        case component(String)
        /// A component's `omitting:`, by the component's full name.
        case omission(String)
        /// A module's `includes:`, by the module's full name.
        case module(String)
    }

    /// What writes the name.
    package var referrer: Referrer
    /// The name as written.
    package var written: String
    /// The full name it resolves to, which nothing declares.
    package var resolved: String
    /// Where the referrer is declared.
    package var location: SyntaxLocation?
}

/// One scanned source module as the generated file sees it: what it is called, what it imports, what it declares.
package struct SourceModuleSummary: Hashable, Sendable {
    /// The module's name.
    package var name: String
    /// Whether this is the target being generated.
    package var isTarget: Bool
    /// The modules its annotated files import.
    package var imports: Set<String>
    /// Whether it declares an `@Injectable` type or a `@Module`.
    package var declaresBindings: Bool
}
