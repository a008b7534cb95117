import Suture
import Testing

/// A generated subcomponent: request-scoped bindings live as long as the child, singletons as long as the root.
struct ServerTests {
    let server = SutureServer(settings: ServerSettings(name: "api"), log: BuildLog())

    @Test func eagerSingleton_isBuiltWhenTheComponentIsCreated() {
        let log = BuildLog()
        let server = SutureServer(settings: ServerSettings(name: "api"), log: log)
        #expect(log.built == ["ConnectionPool"])
        _ = server.pool
        #expect(log.built == ["ConnectionPool"])
    }

    @Test func childScopedBinding_isSharedWithinOneChild() {
        let request = server.request(RequestID(value: 1))
        #expect(request.context === request.handler.context)
        #expect(request.handler !== request.handler)
    }

    @Test func childScopedBinding_isNewInEachChild() {
        let first = server.request(RequestID(value: 1))
        let second = server.request(RequestID(value: 2))
        #expect(first.context !== second.context)
        #expect(first.context.id.value == 1)
        #expect(second.context.id.value == 2)
    }

    @Test func sendableComponent_servesConcurrentRequests() async {
        let server = self.server
        let pools = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for id in 0..<8 {
                group.addTask { ObjectIdentifier(server.request(RequestID(value: id)).context.pool) }
            }
            var identifiers: Set<ObjectIdentifier> = []
            for await identifier in group { identifiers.insert(identifier) }
            return identifiers
        }
        #expect(pools == [ObjectIdentifier(server.pool)])
    }

    @Test func rootSingleton_isSharedByEveryChild() {
        let first = server.request(RequestID(value: 1))
        let second = server.request(RequestID(value: 2))
        #expect(first.context.pool === second.handler.audit.pool)
        #expect(first.context.pool === server.pool)
        #expect(server.pool.settings.name == "api")
    }
}
