import Suture
import SutureTesting
import Testing

/// The samples of Documentation/ComingFrom/Factory.md do what the guide says.
struct FactoryGuideTests {
    @Test func compositionRoot_buildsThroughTheContainer() throws {
        let repository = try FactoryGuide.compositionRoot()
        #expect(repository.network.load() == ["checking", "savings"])
    }

    @Test func injected_resolvesFromTheCurrentContainer() {
        #expect(FactoryGuide.showContent(in: FactoryGuide.appContainer()) == "live")
    }

    @Test func overriding_swapsTheServiceForThePreview_only() {
        #expect(FactoryGuide.preview() == "mock")
        #expect(FactoryGuide.showContent(in: FactoryGuide.appContainer()) == "live")
    }

    @Test func injectedProvider_buildsOnEveryAccess() {
        let container = Container { Register(FactoryGuide.Ticket.self) { _ in FactoryGuide.Ticket() } }
        container.withCurrent {
            let machine = FactoryGuide.TicketMachine()
            #expect(machine.printTicket() !== machine.printTicket())
        }
    }

    @Test func parameters_arePassedToTheFactory() throws {
        let service = try FactoryGuide.parameters().resolve(FactoryGuide.ParameterService.self, arguments: 42)
        #expect(service.value == 42)
    }

    @Test func scopedWithParameters_isAnError() throws {
        let container = Container {
            Register(FactoryGuide.ParameterService.self) { (_, value: Int) in
                FactoryGuide.ParameterService(value: value)
            }
            .scope(.singleton)
        }
        let error = #expect(throws: ResolutionError.self) {
            try container.resolve(FactoryGuide.ParameterService.self, arguments: 1)
        }
        #expect(
            error?.summary
                == "FactoryGuide.ParameterService cannot use scope .singleton: it takes runtime arguments, and a shared instance would keep only the first ones"
        )
    }

    @Test func sharedScope_isWeak_andSessionScope_isKeptUntilReset() throws {
        let container = FactoryGuide.scoped()
        weak var released: FactoryGuide.ImageCache?
        do {
            let cache = try container.resolve(FactoryGuide.ImageCache.self)
            #expect(try container.resolve(FactoryGuide.ImageCache.self) === cache)
            released = cache
        }
        #expect(released == nil)

        let user = try container.resolve(FactoryGuide.Authentication.self)
        #expect(try container.resolve(FactoryGuide.Authentication.self) === user)
        FactoryGuide.logout(container)
        #expect(try container.resolve(FactoryGuide.Authentication.self) !== user)
    }

    @Test func graphScope_sharesOneProvider_perResolve() throws {
        let container = FactoryGuide.graph()
        let first = try container.resolve(FactoryGuide.ProtocolConsumer.self)
        let second = try container.resolve(FactoryGuide.ProtocolConsumer.self)
        #expect(first.ids === first.values)
        #expect(first.ids !== second.ids)
    }

    @Test func contexts_areAnIfInTheRegistrations() throws {
        let stubbed = try FactoryGuide.analytics(arguments: ["-stubAnalytics"]).resolve(
            (any FactoryGuide.Analytics).self)
        #expect(stubbed.isLive == false)
        let live = try FactoryGuide.analytics(arguments: []).resolve((any FactoryGuide.Analytics).self)
        #expect(live.isLive)
    }

    @Test func onResolved_decoratesEveryNewInstance() throws {
        #expect(try FactoryGuide.decorated().resolve(FactoryGuide.Session.self).isConfigured)
    }

    @Test func optionalDependency_isNil_untilTheAppWiresIt() throws {
        let featureOnly = Container(FactoryGuide.accountsFeature)
        #expect(try featureOnly.resolve(FactoryGuide.AccountsViewModel.self).load() == [])
        #expect(try FactoryGuide.wiredApp().resolve(FactoryGuide.AccountsViewModel.self).load() == ["checking"])
    }

    @Test func promisedDependency_isReportedByValidate() throws {
        let featureOnly = Container(FactoryGuide.accountsFeature)
        let error = #expect(throws: ContainerValidationError.self) { try featureOnly.validate() }
        #expect(error?.problems.map(\.summary) == ["no binding for FactoryGuide.AccountLoading"])
        try FactoryGuide.wiredApp().validate()
    }

    @Test func multibinding_collectsEveryProcessor() throws {
        let processors = try FactoryGuide.processors().resolve([any FactoryGuide.Processor].self)
        #expect(processors.map(\.name) == ["resize", "sharpen"])
    }

    @Test func functionTypes_registerLikeAnyOther() throws {
        let greet = try FactoryGuide.functional().resolve(FactoryGuide.Greeting.self)
        #expect(greet("Ada") == "Hello, Ada")
    }

    @Test func cycle_isAnError_notACrash() throws {
        let container = Container {
            Register(FactoryGuide.Chicken.self) { r in FactoryGuide.Chicken(egg: try r.resolve()) }
            Register(FactoryGuide.Egg.self) { r in FactoryGuide.Egg(chicken: try r.resolve()) }
        }
        let error = #expect(throws: ResolutionError.self) { try container.resolve(FactoryGuide.Chicken.self) }
        #expect(error?.summary == "dependency cycle: FactoryGuide.Chicken → FactoryGuide.Egg → FactoryGuide.Chicken")
    }
}

extension FactoryGuide {
    final class Chicken {
        init(egg: Egg) {}
    }

    final class Egg {
        init(chicken: Chicken) {}
    }
}

/// The generated component, and its types in a container with a test double.
struct FactoryGuideComponentTests {
    @Test func component_buildsTheGraph() {
        let app = SutureFactoryGuideApp()
        #expect(app.accounts.accounts() == ["checking", "savings"])
        #expect(app.accounts.repository.network === app.receipt(number: 7).network)
        #expect(app.receipt(number: 7).number == 7)
    }

    @Test func sameAnnotations_inAContainer_takeATestDouble() throws {
        #expect(try FactoryGuide.offlineAccounts() == [])
    }
}

/// Each test gets its own container as `Container.current`, as FactoryTesting's `.container` trait does.
@Suite(.container { FactoryGuide.appRegistrations })
struct ContentViewModelTests {
    @Test func showsTheLiveText() {
        #expect(FactoryGuide.ContentViewModel().text() == "live")
    }

    @Test(.overriding { Register((any FactoryGuide.MyServiceType).self) { _ in FactoryGuide.MockService() } })
    func showsTheMockText() {
        #expect(FactoryGuide.ContentViewModel().text() == "mock")
    }
}
