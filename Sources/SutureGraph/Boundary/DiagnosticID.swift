/// The stable identifier of a graph rule, printed as `[Suture/ID]` so that a message can be searched and documented.
package enum DiagnosticID: String, Hashable, Sendable, CaseIterable, Codable {
    /// Something is requested that nothing binds.
    case missingBinding = "MissingBinding"
    /// Two bindings answer the same key in one component.
    case duplicateBinding = "DuplicateBinding"
    /// A binding depends on itself without a `Lazy` or `Provider` in between.
    case cycle = "Cycle"
    /// A longer-lived binding holds a shorter-lived one.
    case captiveDependency = "CaptiveDependency"
    /// A type has several initializers and none is marked `@Inject`.
    case ambiguousInitializer = "AmbiguousInitializer"
    /// The generated code cannot call an initializer or provider: private, local, or not public across modules.
    case inaccessibleInitializer = "InaccessibleInitializer"
    /// Runtime arguments do not match: a factory entry point's parameters, or a type with arguments asked for plainly.
    case argumentMismatch = "ArgumentMismatch"
    /// A module the component does not list would answer a request that a default, `nil` or `[]` stands in for.
    case unlistedModule = "UnlistedModule"
    /// A module's binding that no entry point reaches.
    case unusedBinding = "UnusedBinding"
    /// A `@MainActor` binding reached from a component that is not isolated to the main actor.
    case isolationMismatch = "IsolationMismatch"
    /// A throwing or `async` binding reached through an entry point that is not `throws` or `async`.
    case effectMismatch = "EffectMismatch"
    /// A scope that the component cannot keep: no enclosing component has it, or generated components lack it.
    case unsupportedScope = "UnsupportedScope"
    /// A name the scanner cannot resolve: a module in `modules:`, `omitting:` or `includes:` that is not declared.
    case unresolvedName = "UnresolvedName"
    /// A `Service` or `ManagedService` the graph builds that nothing contributes to the `[any Service]` it collects.
    case uncollectedService = "UncollectedService"
    /// A module installed (`@Module(installIn:)`) in a subcomponent whose ancestor has it already.
    case redundantInstallation = "RedundantInstallation"
    /// A module installed in a type that no component is or refines.
    case installTargetNotFound = "InstallTargetNotFound"
    /// A binding of an installed module answers a key that another binding of the component answers too.
    case conflictingContribution = "ConflictingContribution"
    /// `@Injectable(as: P.self)` on a type that does not conform to `P`.
    case missingConformance = "MissingConformance"
    /// The `#if` conditions around Suture declarations tell apart more configurations than the graph compiler checks.
    case tooManyConfigurations = "TooManyConfigurations"
    /// A dependency's `#if` decides bindings the target uses, and nobody said whether the dependency defines its flags.
    case undecidedCondition = "UndecidedCondition"
    /// A public component's `Overrides` member is less visible than the component: it names a type internal by default.
    case nonPublicOverride = "NonPublicOverride"
    /// A problem of one declaration on its own, the same one its macro reports (the rule is in the message).
    case declaration = "Declaration"
}
