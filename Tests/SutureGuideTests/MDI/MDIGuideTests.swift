// The tests of Documentation/ComingFrom/MDI.md.
import Foundation
import Suture
import Testing

extension MDIGuide {
    @Suite struct HubTests {
        @Test func singletons_areSharedByEveryoneWhoAsks() {
            let dependencies = SutureMDIGuideDependencies()
            #expect(dependencies.theme === dependencies.theme)
            #expect(dependencies.theme.accent == "teal (variant B)")
        }

        @Test func eachComponent_hasItsOwnSingletons() {
            #expect(SutureMDIGuideDependencies().abTesting !== SutureMDIGuideDependencies().abTesting)
        }

        @Test func factoryEntryPoint_takesTheArgumentsAndResolvesTheRest() {
            let dependencies = SutureMDIGuideDependencies()
            let boot = Date(timeIntervalSince1970: 0)
            let context = dependencies.appContext(boot: boot, sessionId: "session-1")
            #expect(context.boot == boot)
            #expect(context.sessionId == "session-1")
            #expect(context.theme === dependencies.theme)
        }
    }

    @Suite struct FactoryContainerTests {
        @Test func transientRegistrations_buildANewInstanceOnEveryResolve() throws {
            let container = factoryContainer()
            let first = try container.resolve((any ThemeProtocol).self)
            let second = try container.resolve((any ThemeProtocol).self)
            #expect(first !== second)
            #expect(first.accent == "teal (variant B)")
        }

        @Test func runtimeArguments_arePassedToTheFactory() throws {
            let context = try factoryContainer().resolve(
                (any AppContextProtocol).self,
                arguments: Date(timeIntervalSince1970: 60),
                "session-2"
            )
            #expect(context.sessionId == "session-2")
            #expect(context.boot == Date(timeIntervalSince1970: 60))
        }

        @Test func wrongArguments_areAThrownError() {
            #expect(throws: ResolutionError.self) {
                try factoryContainer().resolve((any AppContextProtocol).self, arguments: "session-3")
            }
        }

        @Test func factoryContainer_validates() throws {
            try factoryContainer().validate()
        }
    }
}
