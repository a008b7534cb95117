import SutureRuntime
import Testing

@Suite struct ScopeTests {
    @Test func transient_isTheDefaultAndBuildsANewInstanceEveryTime() throws {
        let container = Container {
            Register(Widget.self) { _ in Widget() }
            Register(Gadget.self) { _ in Gadget(widget: Widget()) }.scope(.transient)
        }
        #expect(try container.resolve(Widget.self) !== container.resolve(Widget.self))
        #expect(try container.resolve(Gadget.self) !== container.resolve(Gadget.self))
    }

    @Test func singleton_isOneInstancePerContainer() throws {
        let registrations = Registrations {
            Register(Widget.self) { _ in Widget() }.scope(.singleton)
        }
        let first = Container(registrations)
        let second = Container(registrations)
        #expect(try first.resolve(Widget.self) === first.resolve(Widget.self))
        #expect(try first.resolve(Widget.self) !== second.resolve(Widget.self))
    }

    @Test func singleton_isSharedByEveryDependent() throws {
        let container = Container {
            Register(Widget.self) { _ in Widget() }.scope(.singleton)
            Register(Gadget.self) { r in Gadget(widget: try r.resolve()) }
        }
        #expect(try container.resolve(Gadget.self).widget === container.resolve(Gadget.self).widget)
    }

    @Test func weak_isSharedWhileSomeoneHoldsIt() throws {
        let builds = Counter()
        let container = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            .scope(.weak)
        }
        let held = try container.resolve(Widget.self)
        #expect(try container.resolve(Widget.self) === held)
        #expect(builds.count == 1)
        withExtendedLifetime(held) {}
    }

    @Test func weak_isBuiltAgainAfterEveryHolderReleasedIt() throws {
        let builds = Counter()
        let container = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            .scope(.weak)
        }
        weak var released: Widget?
        do {
            let held = try container.resolve(Widget.self)
            released = held
            withExtendedLifetime(held) {}
        }
        #expect(released == nil)
        let again = try container.resolve(Widget.self)
        #expect(builds.count == 2)
        #expect(try container.resolve(Widget.self) === again)
    }

    @Test func weak_forAStruct_isAnUnsupportedScopeError() throws {
        let line = #line
        let container = Container {
            Register(Thermometer.self) { _ in Thermometer() }.scope(.weak)  // line + 2
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Thermometer.self) }
        #expect(
            error.description == """
                Thermometer cannot use scope .weak: the factory built a Thermometer, which is not a class
                  registered at: \(site(line + 2))
                  fix: use .weak only for classes; pick another scope for Thermometer
                """
        )
    }

    @Test func graph_isSharedWithinOneTopLevelResolve() throws {
        let container = Container {
            Register(Machine.self) { r in
                Machine(first: try r.resolve(), second: try r.resolve(), widget: try r.resolve())
            }
            Register(Gadget.self) { r in Gadget(widget: try r.resolve()) }
            Register(Widget.self) { _ in Widget() }.scope(.graph)
        }
        let machine = try container.resolve(Machine.self)
        #expect(machine.first !== machine.second)
        #expect(machine.first.widget === machine.second.widget)
        #expect(machine.widget === machine.first.widget)
    }

    /// Holds a `.graph` widget and the `Lazy` and `Provider` of the same key, from one request.
    final class WidgetHolder: Sendable {
        let widget: Widget
        let lazy: Lazy<Widget>
        let provider: Provider<Widget>
        init(widget: Widget, lazy: Lazy<Widget>, provider: Provider<Widget>) {
            (self.widget, self.lazy, self.provider) = (widget, lazy, provider)
        }
    }

    @Test func graph_throughLazyAndProvider_isTheRequestsInstance_whenEverItIsRead() throws {
        let container = Container {
            Register(WidgetHolder.self) { r in
                WidgetHolder(widget: try r.resolve(), lazy: try r.resolve(), provider: try r.resolve())
            }
            Register(Widget.self) { _ in Widget() }.scope(.graph)
        }
        let holder = try container.resolve(WidgetHolder.self)
        let other = try container.resolve(WidgetHolder.self)
        #expect(holder.lazy.get() === holder.widget)
        #expect(holder.provider.get() === holder.widget)
        #expect(other.widget !== holder.widget)
        #expect(other.provider.get() === other.widget)
    }

    @Test func graph_readFirstThroughAProviderAfterTheRequest_isStillOnePerRequest() throws {
        let container = Container {
            Register(Gadget.self) { r in Gadget(widget: try r.resolve()) }
            Register(Provider<Gadget>.self, named: "later") { r in try r.resolve(Provider<Gadget>.self) }
            Register(Widget.self) { _ in Widget() }.scope(.graph)
        }
        let provider = try container.resolve(Provider<Gadget>.self, named: "later")
        let first = provider.get()
        let second = provider.get()
        #expect(first !== second)
        #expect(first.widget === second.widget)
        #expect(try container.resolve(Gadget.self).widget !== first.widget)
    }

    @Test func graph_isSharedByTheSynchronousRequestsOfAnAsyncFactory() async throws {
        let container = Container {
            AsyncRegister(Machine.self) { r in
                Machine(first: try r.resolve(), second: try r.resolve(), widget: try r.resolve())
            }
            Register(Gadget.self) { r in Gadget(widget: try r.resolve()) }
            Register(Widget.self) { _ in Widget() }.scope(.graph)
        }
        let machine = try await container.resolveAsync(Machine.self)
        let next = try await container.resolveAsync(Machine.self)
        #expect(machine.first.widget === machine.second.widget)
        #expect(machine.widget === machine.first.widget)
        #expect(next.widget !== machine.widget)
    }

    @Test func graph_isNewForTheNextTopLevelResolve() throws {
        let container = Container {
            Register(Gadget.self) { r in Gadget(widget: try r.resolve()) }
            Register(Widget.self) { _ in Widget() }.scope(.graph)
        }
        #expect(try container.resolve(Gadget.self).widget !== container.resolve(Gadget.self).widget)
        #expect(try container.resolve(Widget.self) !== container.resolve(Widget.self))
    }

    @Test func graph_isNewAfterATopLevelResolveFailed() throws {
        let container = Container {
            Register(Machine.self) { r in
                let first: Gadget = try r.resolve()
                _ = try r.resolve(Till.self)
                return Machine(first: first, second: try r.resolve(), widget: try r.resolve())
            }
            Register(Gadget.self) { r in Gadget(widget: try r.resolve()) }
            Register(Widget.self) { _ in Widget() }.scope(.graph)
        }
        let failedFirst = Slot<Widget>()
        let probing = container.overriding {
            Register(Till.self) { r in
                failedFirst.value = try r.resolve(Widget.self)
                throw Failure("no till")
            }
        }
        #expect(throws: ResolutionError.self) { try probing.resolve(Machine.self) }
        let widgetOfFailedRequest = try #require(failedFirst.value)
        #expect(try probing.resolve(Gadget.self).widget !== widgetOfFailedRequest)
    }

    @Test func custom_isSharedUntilTheContainerResetsThatScope() throws {
        let container = Container {
            Register(Widget.self) { _ in Widget() }.scope(.custom("session"))
        }
        let first = try container.resolve(Widget.self)
        #expect(try container.resolve(Widget.self) === first)
        container.reset(.custom("session"))
        let second = try container.resolve(Widget.self)
        #expect(second !== first)
        #expect(try container.resolve(Widget.self) === second)
    }

    @Test func reset_forgetsOnlyTheNamedCustomScope() throws {
        let container = Container {
            Register(Widget.self) { _ in Widget() }.scope(.custom("session"))
            Register(Widget.self, named: "request") { _ in Widget() }.scope(.custom("request"))
            Register(Widget.self, named: "app") { _ in Widget() }.scope(.singleton)
        }
        let session = try container.resolve(Widget.self)
        let request = try container.resolve(Widget.self, named: "request")
        let app = try container.resolve(Widget.self, named: "app")
        container.reset(.custom("request"))
        #expect(try container.resolve(Widget.self) === session)
        #expect(try container.resolve(Widget.self, named: "request") !== request)
        #expect(try container.resolve(Widget.self, named: "app") === app)
    }

    @Test func reset_ofWeak_forgetsTheInstanceEvenWhileItIsHeld() throws {
        let container = Container {
            Register(Widget.self) { _ in Widget() }.scope(.weak)
        }
        let held = try container.resolve(Widget.self)
        container.reset(.weak)
        #expect(try container.resolve(Widget.self) !== held)
    }

    @Test(arguments: [Scope.singleton, .custom("session"), .weak])
    func throwingFactory_leavesNothingCachedAndTheNextResolveRetries(scope: Scope) throws {
        let line = #line
        let attempts = Counter()
        let container = Container {
            Register(Widget.self) { _ in  // line + 3
                if attempts.increment() == 1 { throw Failure("not yet") }
                return Widget()
            }
            .scope(scope)
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Widget.self) }
        #expect(
            error.description == """
                the factory of Widget threw: not yet
                  registered at: \(site(line + 3))
                  fix: fix the factory, or handle the error where Widget is resolved
                """
        )
        let widget = try container.resolve(Widget.self)
        #expect(try container.resolve(Widget.self) === widget)
        #expect(attempts.count == 2)
    }

    @Test func description_readsAsInCode() {
        #expect(Scope.transient.description == ".transient")
        #expect(Scope.singleton.description == ".singleton")
        #expect(Scope.weak.description == ".weak")
        #expect(Scope.graph.description == ".graph")
        #expect(Scope.custom("session").description == #".custom("session")"#)
    }
}
