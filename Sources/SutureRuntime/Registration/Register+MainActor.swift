extension Register {
    /// Registers a type isolated to the main actor, built by a `@MainActor` factory.
    ///
    /// ```swift
    /// Register(ProfileModel.self, on: MainActor.self) { r in ProfileModel(api: try r.resolve()) }
    /// ```
    ///
    /// The container builds it only for a caller isolated to the main actor, as the caller's
    /// `#isolation` says (every `resolve` passes it implicitly); from anywhere else the request is a
    /// `ResolutionError`, never a data race. From nonisolated async code, hop first:
    /// `await MainActor.run { try container.resolve(ProfileModel.self) }`. `validate()` reports a
    /// nonisolated registration that declares a dependency on it.
    public init(
        _ type: Value.Type,
        named name: String? = nil,
        on actor: MainActor.Type,
        fileID: String = #fileID,
        line: Int = #line,
        _ factory: @escaping @MainActor @Sendable (Resolver) throws -> Value
    ) {
        let site = RegistrationSite(fileID: fileID, line: line)
        let key = AnyDependencyKey(Value.self, qualifier: .optional(named: name))
        self.init(
            qualifier: key.qualifier,
            site: site,
            argumentTypes: nil,
            dependencies: [],
            contribution: nil,
            isolation: .mainActor,
            factory: { resolver, _ in
                guard let requester = resolver.requesterIsolation,
                    ObjectIdentifier(requester) == ObjectIdentifier(MainActor.shared)
                else {
                    throw ResolutionError(
                        kind: .isolationMismatch(.mainActor, requester: nil),
                        key: key,
                        path: ResolutionContext.current.keys,
                        site: site
                    )
                }
                // `assumeIsolated` runs the closure right here, on this thread: nothing crosses an actor boundary.
                nonisolated(unsafe) var built: Value?
                try MainActor.assumeIsolated {
                    built = try factory(resolver)
                }
                guard let built else {
                    throw ResolutionError(kind: .missingBinding, key: key, path: ResolutionContext.current.keys)
                }
                return built
            }
        )
    }
}
