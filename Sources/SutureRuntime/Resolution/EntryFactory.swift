/// How a registration builds its value: from the resolver alone, as most do, or from the resolver and the request's
/// runtime arguments.
///
/// Two cases, so that a factory taking only the resolver is kept as the registration gave it (`TypedEntry.factory`):
/// wrapping it in a closure that also takes the arguments cost a registration whose factory captures values one
/// more allocation.
@usableFromInline
enum EntryFactory<Value>: Sendable {
    /// A factory that builds from the resolver.
    case fromResolver(@Sendable (Resolver) throws -> Value)
    /// A factory that also reads the runtime arguments of the request; called only for a request that passed some.
    case fromResolverAndArguments(@Sendable (Resolver, _RuntimeArguments?) throws -> Value)
}
