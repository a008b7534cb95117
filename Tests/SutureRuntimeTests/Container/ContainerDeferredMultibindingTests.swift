import Foundation
import SutureRuntime
import Testing

/// Multibindings whose elements are `Lazy` or `Provider` values, and contributions of several elements at once.
@Suite struct ContainerDeferredMultibindingTests {
    /// A contribution, a class so that tests can tell one instance from another.
    final class Oven: @unchecked Sendable {
        let name: String
        init(name: String) { self.name = name }
    }

    final class BuildCount: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    @Test func mapOfProviders_buildsEachEntryOnEveryGet_andNothingBefore() throws {
        let builds = BuildCount()
        let container = Container {
            Register(Oven.self, into: .map(key: "stone")) { _ in
                builds.increment()
                return Oven(name: "stone")
            }
            Register(Oven.self, into: .map(key: "steam")) { _ in Oven(name: "steam") }
        }
        let ovens = try container.resolve([String: Provider<Oven>].self)
        #expect(builds.count == 0)
        #expect(ovens.keys.sorted() == ["steam", "stone"])
        let first = try #require(ovens["stone"]).get()
        let second = try #require(ovens["stone"]).get()
        #expect(first.name == "stone")
        #expect(first !== second)
        #expect(builds.count == 2)
    }

    @Test func mapOfLazies_buildsEachEntryOnce() throws {
        let container = Container {
            Register(Oven.self, into: .map(key: "stone")) { _ in Oven(name: "stone") }
        }
        let ovens = try container.resolve([String: Lazy<Oven>].self)
        let lazy = try #require(ovens["stone"])
        #expect(lazy.get() === lazy.get())
    }

    @Test func setOfProviders_holdsEveryContributionInOrder_keepingScopes() throws {
        let container = Container {
            Register(Oven.self, into: .set) { _ in Oven(name: "stone") }
            Register(Oven.self, into: .set) { _ in Oven(name: "steam") }.scope(.singleton)
        }
        let ovens = try container.resolve([Provider<Oven>].self)
        #expect(ovens.map { $0.get().name } == ["stone", "steam"])
        #expect(ovens[0].get() !== ovens[0].get())
        #expect(ovens[1].get() === ovens[1].get())
    }

    @Test func deferredMultibindings_areAnsweredAsFactoryDependencies() throws {
        struct Bakery: Sendable {
            let ovens: [String: Provider<Oven>]
        }
        let container = Container {
            Register(Oven.self, into: .map(key: "stone")) { _ in Oven(name: "stone") }
            Register(Oven.self, into: .map(key: 1)) { _ in Oven(name: "numbered") }
            Register(Bakery.self, using: Bakery.init(ovens:))
        }
        let ovens = try container.resolve(Bakery.self).ovens
        #expect(ovens.keys.sorted() == ["stone"])
        #expect(ovens["stone"]?.get().name == "stone")
    }

    @Test func elements_joinTheSetInRegistrationOrder() throws {
        let container = Container {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "rye") }
            Register([Recipe].self, into: .elements) { _ in [Recipe(name: "stollen"), Recipe(name: "panettone")] }
            Register(Recipe.self, into: .set) { _ in Recipe(name: "spelt") }
        }
        #expect(try container.resolve([Recipe].self).map(\.name) == ["rye", "stollen", "panettone", "spelt"])
        #expect(try container.resolve([[Recipe]].self).isEmpty)
    }

    @Test func elements_ofAnEmptyArray_addNothing_andNamedElementsStayInTheirOwnSet() throws {
        let container = Container {
            Register([Recipe].self, into: .elements) { _ in [] }
            Register([Recipe].self, named: "winter", into: .elements) { _ in [Recipe(name: "stollen")] }
        }
        #expect(try container.resolve([Recipe].self).isEmpty)
        #expect(try container.resolve([Recipe].self, named: "winter").map(\.name) == ["stollen"])
    }

    @Test func elements_cannotBeDeferredOneByOne_andTheErrorSaysWhy() throws {
        let line = #line + 2
        let container = Container {
            Register([Recipe].self, into: .elements) { _ in [Recipe(name: "stollen")] }
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve([Provider<Recipe>].self) }
        #expect(
            error.description == """
                [Provider<Recipe>] cannot wrap the elements that the registration at SutureRuntimeTests/\
                ContainerDeferredMultibindingTests.swift:\(line) contributes: how many there are is known only once \
                the array is built
                  fix: ask for [Recipe], whose elements are built when it is, or contribute each element with \
                into: .set
                """
        )
    }
}
