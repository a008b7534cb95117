/// Why a registration was left for a person to port: what the migration found, and what to do about it.
package enum LeftReason: Equatable {
    /// `name:` is not a string literal.
    case unreadableName(String)
    /// A call chained after the registration has no Suture equivalent.
    case unknownModifier(String)
    /// `.initCompleted { … }` sets properties after init.
    case initCompleted
    /// The factory is not a closure literal (a function reference, a variable).
    case factoryNotAClosure
    /// The factory branches (`if`, `guard`, `switch`, `?:`).
    case conditional
    /// The factory keeps the resolver in a closure, to resolve later.
    case resolverKeptInClosure
    /// The factory uses the resolver other than to resolve by type and name (passes it on, resolves with runtime
    /// arguments).
    case resolverUsedOtherwise(String)
    /// A runtime argument's type is written nowhere the migration can read it.
    case untypedArgument(String)
    /// `r~>` infers its type from a parameter the migration cannot see.
    case inferredResolve
    /// `.implements(…)` forwards more types, which a provider function cannot bind.
    case forwardedFromProvider([String])
    /// Another registration already converted to the same Suture key (Swinject also keys by argument types).
    case sameKey(String, SourcePosition)
    /// `autoregister`'s initializer is not in the files read, or is ambiguous.
    case initializerNotFound(String)
    /// `.weak` on a struct or actor: Suture's weak scope keeps classes only.
    case weakValueType(String)
    /// The factory uses a value from around it (the container, the assembly's properties).
    case capturesName(String)
    /// It takes runtime arguments and is kept beyond one resolve (`.container`, `.weak`, a custom scope).
    case scopedWithArguments
    /// The factory resolves Swinject's own `Lazy<T>` or `Provider<T>`.
    case swinjectWrapper(String)
    /// The type the registration builds is generic.
    case generic(String)

    // Needle

    /// The component is a `PluginizedComponent` or `NonCoreComponent` (named first, then the base class).
    case pluginized(String, String)
    /// The component's initializer does more than keep the values it takes and call `super.init`.
    case unreadableInitializer(String)
    /// The provider makes a child component that is left.
    case makesLeftComponent(String)
    /// The provider keeps one child component (`shared { Child(parent: self) }`).
    case sharedChild(String)
    /// Another provider makes the same child component already.
    case childMadeTwice(String, SourcePosition)
    /// The provider passes its child values other than its own parameters, or not every value the child keeps.
    case childArguments(String)
    /// The provider uses a child component as a value.
    case usesChildComponent(String)
    /// The provider uses a provider that is left.
    case usesLeftProvider(String)
    /// The provider uses a member of its component that is neither a provider nor a value the component keeps.
    case usesComponentValue(String)
    /// `dependency.x`, where the dependency protocol (in the files read) does not declare `x`.
    case unknownDependency(String, String)
    /// The provider chooses at run time.
    case choosesAtRunTime
    /// Another provider already binds the same type.
    case sameType(String, SourcePosition)
    /// The member is a function that makes no child component.
    case functionProvider
    /// The member is not a provider (a stored property with a value, a nested type, a method without a result).
    case notAProvider(String)

    /// The sentence a report prints after "left:".
    package var explanation: String {
        switch self {
        case .unreadableName(let source):
            "its name is `\(source)`, not a string literal; write the name as a literal, or port it by hand"
        case .unknownModifier(let name):
            "`.\(name)(…)` has no Suture equivalent; port it by hand"
        case .initCompleted:
            "initCompleted sets properties after init; mark each of them `@Inject var` on the type, then run again"
        case .factoryNotAClosure:
            "its factory is not a closure literal; write it as `{ resolver in … }`, or port it by hand"
        case .conditional:
            "its factory chooses at run time (if, guard, switch or ?:); port it as a @Provides function by hand"
        case .resolverKeptInClosure:
            "its factory keeps the resolver in a closure to resolve later; take a Provider<T> or Lazy<T> parameter instead"
        case .resolverUsedOtherwise(let source):
            "its factory uses the resolver as `\(source)`, not to resolve by type and name; port it by hand"
        case .untypedArgument(let name):
            "the type of its runtime argument `\(name)` is not written; write `\(name): Type` in the factory's parameters"
        case .inferredResolve:
            "`r~>` infers its type from a parameter of a type not in the files read; write `r ~> Type.self`"
        case .forwardedFromProvider(let types):
            "it also implements \(types.joined(separator: ", ")), which a @Provides function cannot bind; add `as:` by hand"
        case .sameKey(let type, let position):
            "\(type) was converted from \(position) already, and Suture keys a binding by type and name, not by its arguments' types; give one of them a name"
        case .initializerNotFound(let reference):
            "its initializer \(reference) is not declared in the files read, or is ambiguous; pass the file that declares it"
        case .weakValueType(let type):
            "it is .weak, and \(type) is not a class: Suture's .weak scope keeps classes only"
        case .capturesName(let name):
            "its factory uses `\(name)` from around it, which a @Provides function cannot see; port it by hand"
        case .scopedWithArguments:
            "it takes runtime arguments and keeps its first instance; Suture builds a type with @Argument parameters anew on every call, so decide by hand what to keep"
        case .swinjectWrapper(let type):
            "it resolves Swinject's \(type); change the parameter to Suture's Lazy or Provider, then run again"
        case .generic(let type):
            "\(type) is generic; register each specialization by hand"
        case .pluginized(let component, let base):
            "\(component) is a \(base), and Suture has no plug-in components (a module can install itself into a component with @Module(installIn:)); port it by hand"
        case .unreadableInitializer(let component):
            "\(component)'s initializer does more than keep the values it takes (self.x = x) and call super.init; port the component by hand"
        case .makesLeftComponent(let child):
            "it makes \(child), which is left (its providers say why); port them together"
        case .sharedChild(let child):
            "it keeps one \(child) (shared { }), and a Suture entry point makes a new subcomponent on every call; keep the one you get where you use it, by hand"
        case .childMadeTwice(let child, let position):
            "\(child) is made at \(position) already, and a Suture subcomponent has one entry point in one parent; port it by hand"
        case .childArguments(let child):
            "it passes \(child) values other than its own parameters, and a Suture entry point's parameters are the subcomponent's bound instances; pass each value through a parameter of the same name, then run again"
        case .usesChildComponent(let name):
            "it uses the child component `\(name)` as a value, and a Suture subcomponent is made by its parent's entry point, never injected; port it by hand"
        case .usesLeftProvider(let name):
            "it uses `\(name)`, which is left; port them together"
        case .usesComponentValue(let name):
            "it uses `\(name)`, which is neither a provider of its component, a value it keeps, nor in its dependency protocol; port it by hand"
        case .unknownDependency(let dependency, let name):
            "`dependency.\(name)` is not declared in \(dependency) in the files read; pass the file that declares it"
        case .choosesAtRunTime:
            "it chooses at run time (if, guard, switch or ?:); port it as a @Provides function by hand"
        case .sameType(let type, let position):
            "\(type) is provided at \(position) already, and Suture keys a binding by its type where Needle also matched the name; give one of them a name (@Named) by hand"
        case .functionProvider:
            "it is a function that makes no child component; a Suture entry point with parameters builds a type whose @Argument parameters match them, so port it by hand"
        case .notAProvider(let kind):
            "it is \(kind), not a provider, and a @Component protocol holds only entry points; it stays as a comment in the protocol, to move by hand"
        }
    }
}
