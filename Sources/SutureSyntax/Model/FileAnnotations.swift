/// Every annotated declaration of one source file, as the graph compiler scans it.
package struct FileAnnotations {
    /// The `@Injectable` types, in source order.
    package var injectables: [Annotated<InjectableDeclaration>] = []
    /// The `@Module` enums, in source order.
    package var modules: [Annotated<ModuleDeclaration>] = []
    /// The `@Component` protocols, in source order.
    package var components: [Annotated<ComponentDeclaration>] = []
    /// Every one-declaration problem of the file, in source order of the declarations.
    package var diagnostics: [SyntaxDiagnostic] = []

    /// An empty set of annotations.
    package init() {}
}

/// A model with the names of the types it is nested in, outermost first (`["Bakery", "Kitchen"]`).
package struct Annotated<Model: Hashable & Sendable>: Hashable, Sendable {
    /// The enclosing types' names, outermost first; extensions contribute their extended type's name.
    package var enclosingTypeNames: [String]
    /// The declaration's model.
    package var model: Model
    /// Whether the declaration stands in a function body, where code outside cannot name it.
    package var isLocal: Bool

    /// Pairs a model with its enclosing types.
    package init(enclosingTypeNames: [String], model: Model, isLocal: Bool = false) {
        self.enclosingTypeNames = enclosingTypeNames
        self.model = model
        self.isLocal = isLocal
    }
}
