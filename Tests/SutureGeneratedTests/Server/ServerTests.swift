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

    @Test func rootSingleton_isSharedByEveryChild() {
        let first = server.request(RequestID(value: 1))
        let second = server.request(RequestID(value: 2))
        #expect(first.context.pool === second.handler.audit.pool)
        #expect(first.context.pool === server.pool)
        #expect(server.pool.settings.name == "api")
    }
}
