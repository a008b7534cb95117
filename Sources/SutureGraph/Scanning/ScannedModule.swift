import SutureSyntax

/// What scanning found in one module: its annotated declarations, the names it declares, and its imports.
struct ScannedModule: Equatable, Sendable {
    /// The module's name.
    var name: String
    /// Whether this is the target being generated (not a dependency).
    var isTarget: Bool
    /// The `@Injectable` types, in file and source order.
    var injectables: [Annotated<InjectableDeclaration>] = []
    /// The `@Module` enums.
    var modules: [Annotated<ModuleDeclaration>] = []
    /// The `@Component` protocols.
    var components: [Annotated<ComponentDeclaration>] = []
    /// Types declared or extended, with what they conform to.
    var types: [DeclarationIndex.TypeEntry] = []
    /// Typealiases declared at type or file scope.
    var aliases: [DeclarationIndex.Alias] = []
    /// Full names of the types marked `@Injectable`, readable or not.
    var injectableNames: [String] = []
    /// Modules imported by the files that hold annotations.
    var imports: Set<String> = []
    /// Files left unread because they nest brackets past a limit.
    var skippedFiles: [SkippedFile] = []
    /// One-declaration problems, the same the macros report.
    var diagnostics: [DeclarationProblem] = []
}

extension ScannedModule {
    /// Adds what `other`, a part of the same module read on its own, found after what this one holds.
    mutating func append(_ other: ScannedModule) {
        injectables += other.injectables
        modules += other.modules
        components += other.components
        types += other.types
        aliases += other.aliases
        injectableNames += other.injectableNames
        imports.formUnion(other.imports)
        skippedFiles += other.skippedFiles
        diagnostics += other.diagnostics
    }
}
