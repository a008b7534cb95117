/// Every annotated declaration of one source file, as the graph compiler scans it.
public struct FileAnnotations {
    /// The `@Injectable` types, in source order.
    public var injectables: [Annotated<InjectableDeclaration>] = []
    /// The `@Module` enums, in source order.
    public var modules: [Annotated<ModuleDeclaration>] = []
    /// The `@Component` protocols, in source order.
    public var components: [Annotated<ComponentDeclaration>] = []
    /// Every one-declaration problem of the file, in source order of the declarations.
    public var diagnostics: [SyntaxDiagnostic] = []

    /// An empty set of annotations.
    public init() {}
}

/// A model with the names of the types it is nested in, outermost first (`["Bakery", "Kitchen"]`).
public struct Annotated<Model: Hashable & Sendable>: Hashable, Sendable {
    /// The enclosing types' names, outermost first; extensions contribute their extended type's name.
    public var enclosingTypeNames: [String]
    /// The declaration's model.
    public var model: Model
    /// Whether the declaration stands in a function body, where code outside cannot name it.
    public var isLocal: Bool

    /// Pairs a model with its enclosing types.
    public init(enclosingTypeNames: [String], model: Model, isLocal: Bool = false) {
        self.enclosingTypeNames = enclosingTypeNames
        self.model = model
        self.isLocal = isLocal
    }
}
