extension TypedEntry {
    /// The instance for one async request: async factories are awaited, synchronous ones called directly.
    func instanceAsync(
        in container: Container,
        arguments: _RuntimeArguments?,
        isolation: isolated (any Actor)?
    ) async throws -> Value {
        if let cell, arguments == nil, let value = cell.cachedValue() {
            return value
        }
        guard asyncFactory != nil else {
            // A synchronous factory never suspends: the thread-local path serves it.
            return try instance(in: container, arguments: arguments, isolation: isolation)
        }
        let parent = AsyncFrame.current
        let path = { (parent?.keys ?? []) + [self.key] }
        try checkRequest(arguments: arguments, path: path)
        if parent?.contains(self) == true {
            throw ResolutionError(kind: .cycle, key: key, path: path(), site: site)
        }
        let request = Request(container: container, arguments: arguments, isolation: isolation)
        switch scope {
        case .transient:
            return try await produceAsync(request, parent: parent).value
        case .graph:
            let identifier = ObjectIdentifier(self)
            if let shared = parent?.graph.instance(for: identifier, as: Value.self) {
                return shared
            }
            let built = try await produceAsync(request, parent: parent)
            parent?.graph.keep(built.value, for: identifier)
            return built.value
        case .singleton, .custom, .weak:
            guard let cell else { return try await produceAsync(request, parent: parent).value }
            return try await sharedInstanceAsync(in: cell, request: request, parent: parent)
        }
    }

    /// `instanceAsync` with its result boxed, for callers on another actor than `isolation`.
    func boxedInstanceAsync(
        in container: Container,
        arguments: _RuntimeArguments?,
        isolation: isolated (any Actor)?
    ) async throws -> UncheckedSendable<Value> {
        UncheckedSendable(value: try await instanceAsync(in: container, arguments: arguments, isolation: isolation))
    }

    /// The shared instance, built by the first async request while later ones await the same build.
    private func sharedInstanceAsync(
        in cell: InstanceCell<Value>,
        request: Request,
        parent: AsyncFrame?
    ) async throws -> Value {
        let build: Task<UncheckedSendable<Value>, any Error> = ConstructionMonitor.shared.withLock {
            if let value = cell.cachedValue() {
                return Task { UncheckedSendable(value: value) }
            }
            if let running = cell.asyncBuild { return running }
            let started = Task { try await self.produceAsync(request, parent: parent) }
            cell.asyncBuild = started
            return started
        }
        do {
            let built = try await build.value
            ConstructionMonitor.shared.withLock {
                if cell.asyncBuild == build {
                    cell.store(built.value)
                    cell.asyncBuild = nil
                }
            }
            return built.value
        } catch {
            ConstructionMonitor.shared.withLock {
                if cell.asyncBuild == build { cell.asyncBuild = nil }
            }
            throw error
        }
    }

    /// Runs the async factory and the completion with this entry's frame as the current one.
    private func produceAsync(_ request: Request, parent: AsyncFrame?) async throws -> UncheckedSendable<Value> {
        let frame = AsyncFrame(entry: self, parent: parent)
        let resolver = Resolver(container: request.container, requesterIsolation: request.isolation)
        guard let asyncFactory else {
            throw ResolutionError(kind: .missingBinding, key: key, path: frame.keys, site: site)
        }
        do {
            let arguments = request.arguments
            let built = try await AsyncFrame.$current.withValue(frame) {
                try await asyncFactory(resolver, arguments)
            }
            var value = built.value
            try complete(&value, resolver: resolver, path: { frame.keys })
            return UncheckedSendable(value: value)
        } catch let error as ResolutionError {
            throw error
        } catch {
            throw ResolutionError(kind: .factoryFailed(error), key: key, path: frame.keys, site: site)
        }
    }
}
