import Foundation
import Suture
import SutureRuntime
import SutureSwinject
import Swinject
import Testing

/// Built by Suture in one scope or another, and read by Swinject.
final class Ledger {}

/// Holds two trays, resolved in one Swinject request.
final class Counter {
    let left: Ledger
    let right: Ledger

    init(left: Ledger, right: Ledger) {
        self.left = left
        self.right = right
    }
}

/// How many instances a factory built.
final class BuildCount: @unchecked Sendable {
    // Unchecked: `count` is guarded by `lock`.
    private let lock = NSLock()
    private var built = 0

    var count: Int { lock.withLock { built } }

    func add() { lock.withLock { built += 1 } }
}

@Suite struct SwinjectContainerSutureTests {
    static let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")

    /// A Swinject container that answers `Ledger` from Suture in `scope`.
    static func swinject(_ scope: Scope) throws -> (Swinject.Container, SutureRuntime.Container) {
        let swinject = Swinject.Container()
        let suture = try swinject.register(
            suture: Registrations { Register(Ledger.self) { _ in Ledger() }.scope(scope) },
            scopes: SwinjectScopes(custom: ["session": session])
        )
        return (swinject, suture)
    }

    @Test func singleton_isOneInstance_forSwinjectAndSuture() throws {
        let (swinject, suture) = try Self.swinject(.singleton)
        let first = try #require(swinject.resolve(Ledger.self))
        #expect(swinject.resolve(Ledger.self) === first)
        #expect(try suture.resolve(Ledger.self) === first)
    }

    @Test func transient_isANewInstanceOnEveryRequest() throws {
        let (swinject, _) = try Self.swinject(.transient)
        let first = try #require(swinject.resolve(Ledger.self))
        let second = try #require(swinject.resolve(Ledger.self))
        #expect(first !== second)
    }

    @Test func graph_isSharedWithinOneSwinjectRequest_only() throws {
        let (swinject, _) = try Self.swinject(.graph)
        swinject.register(Counter.self) { resolver in
            Counter(left: resolver.resolve(Ledger.self)!, right: resolver.resolve(Ledger.self)!)
        }
        let counter = try #require(swinject.resolve(Counter.self))
        #expect(counter.left === counter.right)
        let another = try #require(swinject.resolve(Counter.self))
        #expect(another.left !== counter.left)
    }

    @Test func weak_isSharedWhileSomeoneHoldsIt() throws {
        let swinject = Swinject.Container()
        let built = BuildCount()
        try swinject.register(
            suture: Registrations {
                Register(Ledger.self) { _ in
                    built.add()
                    return Ledger()
                }
                .scope(.weak)
            })
        var held = swinject.resolve(Ledger.self)
        #expect(swinject.resolve(Ledger.self) === held)
        #expect(built.count == 1)
        held = nil
        _ = swinject.resolve(Ledger.self)
        #expect(built.count == 2)
        _ = held
    }

    @Test func custom_isSharedUntilResetOnBothSides() throws {
        let (swinject, suture) = try Self.swinject(.custom("session"))
        let first = try #require(swinject.resolve(Ledger.self))
        #expect(swinject.resolve(Ledger.self) === first)
        try swinject.reset(.custom("session"), of: suture, scopes: SwinjectScopes(custom: ["session": Self.session]))
        let afterReset = try #require(swinject.resolve(Ledger.self))
        #expect(afterReset !== first)
    }

    @Test func aCustomScopeWithoutAnObjectScope_registersNothing() throws {
        let swinject = Swinject.Container()
        let error = #expect(throws: SwinjectBridgeError.self) {
            try swinject.register(
                suture: Registrations {
                    Register(Ledger.self) { _ in Ledger() }.scope(.custom("session"))
                    Register(Counter.self) { _ in Counter(left: Ledger(), right: Ledger()) }
                })
        }
        #expect(error?.problems == [.scopeWithoutObjectScope(.custom("session"), key: AnyDependencyKey(Ledger.self))])
        #expect(swinject.resolve(Counter.self) == nil)
    }

    @Test func names_areKept() throws {
        let swinject = Swinject.Container()
        try swinject.register(
            suture: Registrations {
                Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
                Register(Starter.self, named: "wheat") { _ in Starter(grain: "wheat") }
            })
        #expect(swinject.resolve(Starter.self, name: "rye")?.grain == "rye")
        #expect(swinject.resolve(Starter.self, name: "wheat")?.grain == "wheat")
        #expect(swinject.resolve(Starter.self) == nil)
    }

    @Test func aBrokenSutureGraph_isReportedBeforeAnythingIsRegistered() throws {
        let swinject = Swinject.Container()
        #expect(throws: ContainerValidationError.self) {
            try swinject.register(suture: Registrations { Baker.registration })
        }
        #expect(swinject.resolve(Baker.self) == nil)
    }

    @Test func sutureBuildsForSwinject_fromWhatSwinjectBuilds() throws {
        let swinject = SwinjectBridgeTests.swinjectContainer()
        let bridge = try SwinjectBridge(swinject.synchronize(), taking: FromSwinject.registrations)
        try swinject.register(
            suture: Registrations { Baker.registration },
            alongside: Registrations {
                bridge.registration
                FromSwinject.registrations
            })
        #expect(swinject.resolve(Baker.self)?.oven === swinject.resolve((any Oven).self))
    }

    @Test func entryPointsOfAComponent_answerSwinject() throws {
        let swinject = SwinjectBridgeTests.swinjectContainer()
        let bakery = SutureBakery(
            swinject: try SwinjectBridge(swinject.synchronize(), taking: FromSwinject.registrations))
        let forLegacyCode = Swinject.Container()
        forLegacyCode.register(entryPointsOf: bakery, \.scale)
        forLegacyCode.register(entryPoint: \.scale, of: bakery, name: "kitchen")
        forLegacyCode.register(entryPoint: { try $0.baker }, of: bakery)
        forLegacyCode.register(entryPoint: { try $0.baker }, of: bakery, name: "head")

        #expect(forLegacyCode.resolve(Scale.self) != nil)
        #expect(forLegacyCode.resolve(Scale.self, name: "kitchen") != nil)
        #expect(forLegacyCode.resolve(Baker.self)?.starter.grain == "rye")
        #expect(forLegacyCode.resolve(Baker.self, name: "head")?.oven === swinject.resolve((any Oven).self))
    }

    @Test func aThrowingEntryPoint_answersSwinjectAsAnUnregisteredKey_whenItThrows() throws {
        let swinject = SwinjectBridgeTests.swinjectContainer()
        let bakery = SutureBakery(swinject: try SwinjectBridge(swinject, taking: FromSwinject.registrations))
        let forLegacyCode = Swinject.Container()
        forLegacyCode.register(entryPoint: { try $0.baker }, of: bakery)
        swinject.removeAll()

        #expect(forLegacyCode.resolve(Baker.self) == nil)
    }
}
