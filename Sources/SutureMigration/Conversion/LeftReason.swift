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
        }
    }
}
