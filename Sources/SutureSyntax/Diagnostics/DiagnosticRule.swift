/// The one-declaration rules, each with a stable identifier (`AmbiguousInitializer`), printed as `[Suture/ID]`.
package enum DiagnosticRule: String, Hashable, Sendable, CaseIterable {
    /// An `as:` type is not written as `P.self`.
    case aliasNeedsTypeReference = "AliasNeedsTypeReference"
    /// Several initializers and none marked `@Inject`.
    case ambiguousInitializer = "AmbiguousInitializer"
    /// A parameter is both `@Argument` and `@Named`.
    case argumentCannotBeNamed = "ArgumentCannotBeNamed"
    /// A type with `@Argument` parameters is marked `eager: true`.
    case argumentsWithEager = "ArgumentsWithEager"
    /// A type with `@Argument` parameters has a scope other than `.transient`.
    case argumentsWithSharedScope = "ArgumentsWithSharedScope"
    /// A component's `init` requirement is failable.
    case componentFailableInitializer = "ComponentFailableInitializer"
    /// A component's function returns nothing.
    case componentFunctionWithoutReturnType = "ComponentFunctionWithoutReturnType"
    /// A component's function is generic.
    case componentGenericFunction = "ComponentGenericFunction"
    /// A component's property is not one name with a type.
    case componentMalformedProperty = "ComponentMalformedProperty"
    /// A component lists a module both in `modules:` and in `omitting:`.
    case componentModuleListedAndOmitted = "ComponentModuleListedAndOmitted"
    /// `@Component` stands on something other than a protocol.
    case componentOnNonProtocol = "ComponentOnNonProtocol"
    /// A component's entry point has an opaque (`some P`) type.
    case componentOpaqueEntryPoint = "ComponentOpaqueEntryPoint"
    /// A component's scope is neither `.singleton` nor `.custom("name")`.
    case componentScope = "ComponentScope"
    /// A component's property has a setter.
    case componentSettableProperty = "ComponentSettableProperty"
    /// A component has more than one `init` requirement.
    case componentSeveralInitializers = "ComponentSeveralInitializers"
    /// A component has a `static` member.
    case componentStaticMember = "ComponentStaticMember"
    /// A component has a member that is neither a property, a function nor an `init`.
    case componentUnsupportedMember = "ComponentUnsupportedMember"
    /// `eager:` is not written as `true` or `false`.
    case eagerNeedsLiteral = "EagerNeedsLiteral"
    /// `eager: true` stands with a scope that keeps no one instance to build ahead: `.transient`, `.weak`, `.graph`.
    case eagerNeedsSharedScope = "EagerNeedsSharedScope"
    /// A provider marked `into: .elements` does not return an array `[T]`.
    case elementsNotArray = "ElementsNotArray"
    /// The chosen initializer is failable.
    case failableInitializer = "FailableInitializer"
    /// The chosen initializer is generic.
    case genericInitializer = "GenericInitializer"
    /// A `@Provides` function is generic.
    case genericProvider = "GenericProvider"
    /// `includes:` or `modules:` is not an array of `M.self`.
    case includesNeedsTypeReferences = "IncludesNeedsTypeReferences"
    /// `@Inject` on an initializer has arguments, which only an injected property takes.
    case injectArgumentsOnInitializer = "InjectArgumentsOnInitializer"
    /// `@Inject` marks an initializer in an extension, which `@Injectable` cannot see.
    case injectInExtension = "InjectInExtension"
    /// `@Inject var` stands in an actor.
    case injectOnActorProperty = "InjectOnActorProperty"
    /// `@Inject` stands on a computed property.
    case injectOnComputedProperty = "InjectOnComputedProperty"
    /// `@Inject` stands on a `let`.
    case injectOnConstant = "InjectOnConstant"
    /// `@Inject` stands on a declaration of several properties or a pattern.
    case injectOnSeveralBindings = "InjectOnSeveralBindings"
    /// `@Inject` stands on a `static` or `class` property.
    case injectOnTypeProperty = "InjectOnTypeProperty"
    /// `@Inject` stands on something other than an initializer or a property.
    case injectOnUnsupportedDeclaration = "InjectOnUnsupportedDeclaration"
    /// An `@Inject var` is neither optional nor has a default value.
    case injectWithoutFallback = "InjectWithoutFallback"
    /// An `@Inject var` has no written type.
    case injectWithoutTypeAnnotation = "InjectWithoutTypeAnnotation"
    /// `@Injectable` stands on something other than a class, struct or actor declaration.
    case injectableOnUnsupportedDeclaration = "InjectableOnUnsupportedDeclaration"
    /// `@InjectedParameters` would inject an `@autoclosure` parameter.
    case injectedParametersAutoclosureParameter = "InjectedParametersAutoclosureParameter"
    /// A name is listed twice in `@InjectedParameters(ignoring:)`.
    case injectedParametersDuplicateIgnoredName = "InjectedParametersDuplicateIgnoredName"
    /// Every parameter is ignored or an `@Argument`, so the overload would repeat the declaration.
    case injectedParametersEveryParameterIgnored = "InjectedParametersEveryParameterIgnored"
    /// `@InjectedParameters` would inject a parameter whose type depends on a generic parameter.
    case injectedParametersGenericParameter = "InjectedParametersGenericParameter"
    /// `@InjectedParameters` on a declaration whose generic parameter only its typed `throws(E)` names.
    case injectedParametersGenericThrownType = "InjectedParametersGenericThrownType"
    /// An element of `ignoring:` is not a plain string literal.
    case injectedParametersIgnoredNameNeedsLiteral = "InjectedParametersIgnoredNameNeedsLiteral"
    /// `ignoring:` names an argument label instead of the parameter's internal name.
    case injectedParametersIgnoresArgumentLabel = "InjectedParametersIgnoresArgumentLabel"
    /// `@InjectedParameters` stands on a protocol requirement.
    case injectedParametersInProtocol = "InjectedParametersInProtocol"
    /// `@InjectedParameters` would inject an `inout` parameter.
    case injectedParametersInoutParameter = "InjectedParametersInoutParameter"
    /// `@InjectedParameters` would inject an `isolated` parameter.
    case injectedParametersIsolatedParameter = "InjectedParametersIsolatedParameter"
    /// `@InjectedParameters` stands on a local function.
    case injectedParametersOnLocalFunction = "InjectedParametersOnLocalFunction"
    /// `@InjectedParameters` stands on an operator function.
    case injectedParametersOnOperator = "InjectedParametersOnOperator"
    /// `@InjectedParameters` stands on something other than an initializer or a function.
    case injectedParametersOnUnsupportedDeclaration = "InjectedParametersOnUnsupportedDeclaration"
    /// `strategy:` is not written `.byType` or `.byName`.
    case injectedParametersStrategyNeedsLiteral = "InjectedParametersStrategyNeedsLiteral"
    /// `ignoring:` names no parameter of the declaration.
    case injectedParametersUnknownIgnoredName = "InjectedParametersUnknownIgnoredName"
    /// A parameter without an internal name under `strategy: .byName`.
    case injectedParametersUnnamedParameterByName = "InjectedParametersUnnamedParameterByName"
    /// A variadic parameter, which the overload cannot forward.
    case injectedParametersVariadicParameter = "InjectedParametersVariadicParameter"
    /// The declaration has no parameters to inject.
    case injectedParametersWithoutParameters = "InjectedParametersWithoutParameters"
    /// `installIn:` of `@Module` is not an array of `C.self` type references.
    case installInNeedsTypeReferences = "InstallInNeedsTypeReferences"
    /// `into:` is not written as `.set` or `.map(key:)`.
    case intoNeedsLiteral = "IntoNeedsLiteral"
    /// `@Module` stands on something other than an enum.
    case moduleOnNonEnum = "ModuleOnNonEnum"
    /// `named:` is not a string literal.
    case nameNeedsStringLiteral = "NameNeedsStringLiteral"
    /// `@Named` does not hold one string literal.
    case namedNeedsStringLiteral = "NamedNeedsStringLiteral"
    /// A parameter has an opaque (`some P`) type.
    case opaqueParameter = "OpaqueParameter"
    /// A `@Provides` function returns an opaque (`some P`) type.
    case opaqueProvider = "OpaqueProvider"
    /// A parameter is `inout`, `borrowing` or `consuming`.
    case parameterWithOwnershipSpecifier = "ParameterWithOwnershipSpecifier"
    /// A `@Provides` function is not `static`.
    case providerNotStatic = "ProviderNotStatic"
    /// A `@Provides` function returns nothing.
    case providerWithoutReturnType = "ProviderWithoutReturnType"
    /// `@Provides` stands on something other than a function.
    case providesOnNonFunction = "ProvidesOnNonFunction"
    /// A `@Provides` function stands outside an enum marked `@Module`.
    case providesOutsideModule = "ProvidesOutsideModule"
    /// `@Qualified` does not have one string literal.
    case qualifiedNeedsStringLiteral = "QualifiedNeedsStringLiteral"
    /// `@Qualified` stands somewhere other than a component's property or function.
    case qualifiedOutsideComponent = "QualifiedOutsideComponent"
    /// `scope:` is not written out as a scope literal.
    case scopeNeedsLiteral = "ScopeNeedsLiteral"
    /// More than one initializer is marked `@Inject`.
    case severalInjectInitializers = "SeveralInjectInitializers"
    /// An annotation has an argument it does not take.
    case unknownArgument = "UnknownArgument"
    /// A combination of isolation, `async`, arguments and contributions that Suture does not support yet.
    case unsupportedCombination = "UnsupportedCombination"
    /// A parameter is variadic.
    case variadicParameter = "VariadicParameter"
    /// Scope `.weak` on a type that is not a class.
    case weakScopeOnValue = "WeakScopeOnValue"
}
