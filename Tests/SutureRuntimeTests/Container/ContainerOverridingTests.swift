import SutureRuntime
import Testing

@Suite struct ContainerOverridingTests {
    /// A bakery whose baker and oven are singletons, and whose oven counts its builds.
    static func bakery(ovenBuilds: Counter = Counter()) -> Container {
        Container {
            Register(Bakery.self) { r in Bakery(baker: try r.resolve(), till: try r.resolve()) }
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }.scope(.singleton)
            Register((any Oven).self) { r in
                ovenBuilds.increment()
                return StoneOven(thermometer: try r.resolve())
            }
            .scope(.singleton)
            Register(Thermometer.self) { _ in Thermometer() }
            Register(Till.self) { _ in Till() }
        }
    }

    @Test func override_replacesTheBindingOfItsKey() throws {
        let overridden = Self.bakery().overriding {
            Register((any Oven).self) { _ in FakeOven() }
        }
        #expect(try overridden.resolve((any Oven).self).kind == "fake")
    }

    @Test func override_reachesEveryDependentRegisteredInTheParent() throws {
        let overridden = Self.bakery().overriding {
            Register((any Oven).self) { _ in FakeOven() }
        }
        #expect(try overridden.resolve(Baker.self).oven.kind == "fake")
        #expect(try overridden.resolve(Bakery.self).baker.oven.kind == "fake")
    }

    @Test func override_replacesAKeyThatAnotherRegistrationAnswersThroughAnAlias() throws {
        let container = Container {
            Register(Thermometer.self) { _ in Thermometer() }
            Register(StoneOven.self) { r in StoneOven(thermometer: try r.resolve()) }
                .scope(.singleton)
                .alias((any Oven).self) { $0 }
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }
        }
        let overridden = container.overriding {
            Register((any Oven).self) { _ in FakeOven() }
        }
        #expect(try overridden.resolve(Baker.self).oven.kind == "fake")
        #expect(try overridden.resolve(StoneOven.self).kind == "stone")
        #expect(overridden.validationProblems().isEmpty)
        #expect(try container.resolve(Baker.self).oven.kind == "stone")
    }

    @Test func overrideWithAnAlias_replacesTheKeyItAliases() throws {
        let overridden = Self.bakery().overriding {
            Register(FakeOven.self) { _ in FakeOven() }.alias((any Oven).self) { $0 }
        }
        #expect(try overridden.resolve(Baker.self).oven.kind == "fake")
        #expect(overridden.validationProblems().isEmpty)
    }

    @Test func childThatBindsAnAliasedKey_shadowsItWhenOverridden() throws {
        let parent = Container {
            Register(Thermometer.self) { _ in Thermometer() }
            Register(StoneOven.self) { r in StoneOven(thermometer: try r.resolve()) }.alias((any Oven).self) { $0 }
        }
        let overridden = parent.child {
            Register((any Oven).self) { _ in FakeOven() }
        }.overriding {}
        #expect(try overridden.resolve((any Oven).self).kind == "fake")
        #expect(overridden.validationProblems().isEmpty)
    }

    @Test func override_leavesTheParentUntouched() throws {
        let ovenBuilds = Counter()
        let parent = Self.bakery(ovenBuilds: ovenBuilds)
        let parentBaker = try parent.resolve(Baker.self)
        let overridden = parent.overriding {
            Register((any Oven).self) { _ in FakeOven() }
        }
        _ = try overridden.resolve(Bakery.self)
        #expect(try parent.resolve(Baker.self) === parentBaker)
        #expect(try parent.resolve((any Oven).self).kind == "stone")
        #expect(ovenBuilds.count == 1)
    }

    @Test func overridingChild_hasItsOwnSingletonCaches() throws {
        let ovenBuilds = Counter()
        let parent = Self.bakery(ovenBuilds: ovenBuilds)
        let overridden = parent.overriding {
            Register(Thermometer.self) { _ in Thermometer(celsius: 100) }
        }
        let childOven = try overridden.resolve((any Oven).self)
        let parentOven = try parent.resolve((any Oven).self)
        #expect(childOven !== parentOven)
        #expect(try overridden.resolve((any Oven).self) === childOven)
        #expect((childOven as? StoneOven)?.thermometer.celsius == 100)
        #expect(ovenBuilds.count == 2)
    }

    @Test func overridingChild_doesNotReuseASingletonTheParentAlreadyBuilt() throws {
        let parent = Self.bakery()
        let parentBaker = try parent.resolve(Baker.self)
        let overridden = parent.overriding {
            Register((any Oven).self) { _ in FakeOven() }
        }
        let childBaker = try overridden.resolve(Baker.self)
        #expect(childBaker !== parentBaker)
        #expect(childBaker.oven.kind == "fake")
    }

    @Test func overridingChild_buildsItsEagerSingletonsAgain() throws {
        let builds = Counter()
        let parent = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            .eager()
        }
        #expect(builds.count == 1)
        let overridden = parent.overriding {}
        #expect(builds.count == 2)
        #expect(try overridden.resolve(Widget.self) !== parent.resolve(Widget.self))
    }

    @Test func overriding_addsSetContributions() throws {
        let parent = Container {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "sourdough") }
        }
        let overridden = parent.overriding {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "test loaf") }
        }
        #expect(try overridden.resolve([Recipe].self).map(\.name) == ["sourdough", "test loaf"])
        #expect(try parent.resolve([Recipe].self).map(\.name) == ["sourdough"])
    }

    @Test func overriding_replacesTheMapContributionWithTheSameKeyOnly() throws {
        let parent = Container {
            Register(Recipe.self, into: .map(key: "croissant")) { _ in Recipe(name: "butter") }
            Register(Recipe.self, into: .map(key: "loaf")) { _ in Recipe(name: "flour") }
        }
        let overridden = parent.overriding {
            Register(Recipe.self, into: .map(key: "croissant")) { _ in Recipe(name: "margarine") }
        }
        let expected = ["croissant": Recipe(name: "margarine"), "loaf": Recipe(name: "flour")]
        #expect(try overridden.resolve([String: Recipe].self) == expected)
        #expect(try parent.resolve([String: Recipe].self)["croissant"] == Recipe(name: "butter"))
    }

    @Test func overriding_replacesAKeyRegisteredTwiceInTheParent() throws {
        let parent = Container {
            Register((any Oven).self) { _ in FakeOven() }
            Register((any Oven).self) { _ in FakeOven() }
        }
        let overridden = parent.overriding {
            Register((any Oven).self) { r in StoneOven(thermometer: Thermometer()) }
        }
        #expect(try overridden.resolve((any Oven).self).kind == "stone")
        try overridden.validate()
    }

    @Test func overriding_keepsBindingsOfOtherQualifiers() throws {
        let parent = Container {
            Register(Starter.self) { _ in Starter(grain: "plain") }
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
        }
        let overridden = parent.overriding {
            Register(Starter.self) { _ in Starter(grain: "test") }
        }
        #expect(try overridden.resolve(Starter.self).grain == "test")
        #expect(try overridden.resolve(Starter.self, named: "rye").grain == "rye")
    }

    @Test func overridingAChildContainer_reachesDependentsRegisteredInItsParent() throws {
        let root = Container {
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }
            Register((any Oven).self) { _ in StoneOven(thermometer: Thermometer()) }
        }
        let session = root.child {
            Register(Till.self) { _ in Till() }
        }
        let overridden = session.overriding {
            Register((any Oven).self) { _ in FakeOven() }
        }
        #expect(try overridden.resolve((any Oven).self).kind == "fake")
        #expect(try overridden.resolve(Baker.self).oven.kind == "fake")
    }

    @Test func overridingAChildContainer_keepsTheChildsBindingsOverItsParents() throws {
        let root = Container {
            Register((any Oven).self) { _ in StoneOven(thermometer: Thermometer()) }
            Register(Starter.self) { _ in Starter(grain: "root") }
        }
        let session = root.child {
            Register((any Oven).self) { _ in FakeOven() }
        }
        let overridden = session.overriding {
            Register(Starter.self) { _ in Starter(grain: "test") }
        }
        #expect(try overridden.resolve((any Oven).self).kind == "fake")
        #expect(try overridden.resolve(Starter.self).grain == "test")
        try overridden.validate()
    }

    @Test func overridingAChildContainer_keepsTheContributionsOfEveryLevel() throws {
        let root = Container {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "root") }
        }
        let session = root.child {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "session") }
        }
        let overridden = session.overriding {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "test") }
        }
        #expect(try overridden.resolve([Recipe].self).map(\.name) == ["root", "session", "test"])
    }

    @Test func overridingAChildContainer_leavesItsParentsSingletonsAlone() throws {
        let root = Container {
            Register(Widget.self) { _ in Widget() }.scope(.singleton)
        }
        let session = root.child {}
        let rootWidget = try root.resolve(Widget.self)
        let overridden = session.overriding {}
        let overriddenWidget = try overridden.resolve(Widget.self)
        #expect(overriddenWidget !== rootWidget)
        #expect(try session.resolve(Widget.self) === rootWidget)
    }

    @Test func overridingAPrimaryKey_replacesItsAliasesToo() throws {
        let container = Container {
            Register(Thermometer.self) { _ in Thermometer() }
            Register(StoneOven.self) { r in StoneOven(thermometer: try r.resolve()) }.alias((any Oven).self) { $0 }
        }
        let overridden = container.overriding {
            Register(StoneOven.self) { _ in StoneOven(thermometer: Thermometer(celsius: 90)) }
        }
        #expect(try overridden.resolve(StoneOven.self).thermometer.celsius == 90)
        #expect(!overridden.hasBinding(for: (any Oven).self))
        #expect(overridden.registeredKeys.map(\.description) == ["Thermometer", "StoneOven"])
        #expect(try container.resolve((any Oven).self).kind == "stone")
    }

    @Test func overridingTwice_keepsEachLayersOverrides() throws {
        let once = Self.bakery().overriding {
            Register((any Oven).self) { _ in FakeOven() }
        }
        let twice = once.overriding {
            Register(Thermometer.self) { _ in Thermometer(celsius: 90) }
        }
        #expect(try twice.resolve(Baker.self).oven.kind == "fake")
        #expect(try twice.resolve(Thermometer.self).celsius == 90)
        #expect(try twice.resolve(Baker.self) === twice.resolve(Baker.self))
        #expect(try twice.resolve(Baker.self) !== once.resolve(Baker.self))
        #expect(twice.registeredKeys.map(\.description) == ["Bakery", "Baker", "Till", "Oven", "Thermometer"])
        try twice.validate()
    }

    @Test func aChildOfAnOverridingContainer_resolvesAndValidatesThroughIt() throws {
        let overridden = Self.bakery().overriding {
            Register((any Oven).self) { _ in FakeOven() }
        }
        let session = overridden.child {
            Register(Starter.self) { r in Starter(grain: try r.resolve((any Oven).self).kind) }
        }
        #expect(try session.resolve(Starter.self).grain == "fake")
        #expect(try session.resolve(Baker.self) === overridden.resolve(Baker.self))
        #expect(
            session.registeredKeys.map(\.description) == [
                "Bakery", "Baker", "Thermometer", "Till", "Oven", "Starter",
            ]
        )
        try session.validate()
    }

    @Test func resettingAnOverridingContainer_forgetsItsOwnInstancesOnly() throws {
        let original = Container {
            Register(Till.self) { _ in Till() }.scope(.custom("session"))
        }
        let originalTill = try original.resolve(Till.self)
        let overridden = original.overriding {}
        let overriddenTill = try overridden.resolve(Till.self)
        #expect(overridden.reset(.custom("session")) == 1)
        #expect(try overridden.resolve(Till.self) !== overriddenTill)
        #expect(try original.resolve(Till.self) === originalTill)
    }

    @Test func overridingChild_buildsItsEagerContributionsAgain() throws {
        let builds = Counter()
        let parent = Container {
            Register(Recipe.self, into: .set) { _ in
                builds.increment()
                return Recipe(name: "sourdough")
            }
            .scope(.singleton)
            .eager()
        }
        #expect(builds.count == 1)
        let overridden = parent.overriding {}
        #expect(builds.count == 2)
        #expect(try overridden.resolve([Recipe].self).map(\.name) == ["sourdough"])
        #expect(builds.count == 2)
    }

    @Test func overridingAnEagerSingleton_buildsTheOverrideOnlyWhenItIsEagerToo() throws {
        let builds = Counter()
        let parent = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            .eager()
        }
        _ = parent.overriding { Register(Widget.self) { _ in Widget() } }
        #expect(builds.count == 1)
        let fakeBuilds = Counter()
        _ = parent.overriding {
            Register(Widget.self) { _ in
                fakeBuilds.increment()
                return Widget()
            }
            .eager()
        }
        #expect(builds.count == 1)
        #expect(fakeBuilds.count == 1)
    }
}
