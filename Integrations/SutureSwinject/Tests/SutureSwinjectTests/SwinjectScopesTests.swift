import SutureRuntime
import SutureSwinject
import Swinject
import Testing

@Suite struct SwinjectScopesTests {
    static let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
    let scopes = SwinjectScopes(custom: ["session": Self.session])

    @Test func everySutureScope_mapsToItsSwinjectObjectScope() throws {
        #expect(try scopes.objectScope(for: .transient) === ObjectScope.transient)
        #expect(try scopes.objectScope(for: .singleton) === ObjectScope.container)
        #expect(try scopes.objectScope(for: .weak) === ObjectScope.weak)
        #expect(try scopes.objectScope(for: .graph) === ObjectScope.graph)
        #expect(try scopes.objectScope(for: .custom("session")) === Self.session)
    }

    @Test func everySwinjectObjectScope_mapsBackToItsSutureScope() throws {
        #expect(try scopes.scope(for: ObjectScope.transient) == .transient)
        #expect(try scopes.scope(for: ObjectScope.container) == .singleton)
        #expect(try scopes.scope(for: ObjectScope.weak) == .weak)
        #expect(try scopes.scope(for: ObjectScope.graph) == .graph)
        #expect(try scopes.scope(for: Self.session) == .custom("session"))
    }

    @Test func aCustomScopeWithoutAnObjectScope_isAnError() {
        let error = #expect(throws: SwinjectBridgeError.self) { try SwinjectScopes().objectScope(for: .custom("day")) }
        #expect(
            error?.description == """
                The bridge between Suture and Swinject has 1 problem:
                1. The scope .custom("day"), which has no Swinject object scope. Fix: give it one, as in \
                SwinjectScopes(custom: ["day": yourObjectScope]).
                """
        )
    }

    @Test func aSwinjectObjectScopeWithoutASutureScope_isAnError() {
        let hierarchy = ObjectScope(storageFactory: PermanentStorage.init, description: "hierarchy")
        let error = #expect(throws: SwinjectBridgeError.self) { try scopes.scope(for: hierarchy) }
        #expect(
            error?.description == """
                The bridge between Suture and Swinject has 1 problem:
                1. Swinject's object scope "hierarchy" has no Suture scope. Fix: name it in SwinjectScopes(custom:), \
                and Suture reads it as .custom of that name.
                """
        )
    }
}
