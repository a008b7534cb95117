import SutureRuntime
import Testing

@Suite struct ContainerCurrentTests {
    @Test func withCurrent_makesTheContainerCurrentForTheBody() {
        let container = Container {}
        let seen = container.withCurrent { Container.current }
        #expect(seen === container)
        #expect(Container.current !== container)
    }

    @Test func nestedWithCurrent_restoresTheOuterContainerAfterwards() {
        let outer = Container {}
        let inner = Container {}
        outer.withCurrent {
            #expect(Container.current === outer)
            inner.withCurrent {
                #expect(Container.current === inner)
            }
            #expect(Container.current === outer)
        }
    }

    @Test func withCurrent_returnsTheBodysResultAndRethrowsItsError() throws {
        let container = Container {
            Register(Thermometer.self) { _ in Thermometer(celsius: 99) }
        }
        let celsius = try container.withCurrent { try Container.current.resolve(Thermometer.self).celsius }
        #expect(celsius == 99)
        #expect(throws: Failure.self) {
            try container.withCurrent { throw Failure("inside") }
        }
    }

    @Test func asyncWithCurrent_keepsTheContainerAcrossSuspensions() async {
        let container = Container {}
        let seen = await container.withCurrent {
            await Task.yield()
            return Container.current
        }
        #expect(seen === container)
    }

    @Test func asyncWithCurrent_nestsAndRestores() async {
        let outer = Container {}
        let inner = Container {}
        await outer.withCurrent {
            await inner.withCurrent {
                await Task.yield()
                #expect(Container.current === inner)
            }
            #expect(Container.current === outer)
        }
    }

    @Test func childTasks_inheritTheCurrentContainer() async {
        let container = Container {}
        await container.withCurrent {
            async let fromAsyncLet = Container.current
            let fromGroup = await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<8 {
                    group.addTask { Container.current === container }
                }
                return await group.allSatisfy { $0 }
            }
            let fromTask = await Task { Container.current }.value
            #expect(await fromAsyncLet === container)
            #expect(fromGroup)
            #expect(fromTask === container)
        }
    }

    @Test func concurrentTasks_eachSeeOnlyTheirOwnContainer() async {
        let containers = (0..<32).map { _ in Container {} }
        let allSawTheirOwn = await withTaskGroup(of: Bool.self) { group in
            for container in containers {
                group.addTask {
                    await container.withCurrent {
                        var sawOwn = true
                        for _ in 0..<20 {
                            await Task.yield()
                            sawOwn = sawOwn && Container.current === container
                        }
                        return sawOwn
                    }
                }
            }
            return await group.allSatisfy { $0 }
        }
        #expect(allSawTheirOwn)
    }

    @Test func factory_seesTheContainerCurrentForTheRequest() throws {
        let container = Container {
            Register(Baker.self) { _ in Baker(oven: try Container.current.resolve()) }
        }
        let current = Container {
            Register((any Oven).self) { _ in FakeOven() }
        }
        let baker = try current.withCurrent { try container.resolve(Baker.self) }
        #expect(baker.oven.kind == "fake")
    }

    // The only test that sets `Container.default`; every other test sets a container with `withCurrent`.
    @Test func current_fallsBackToTheSettableDefault() {
        let previous = Container.default
        defer { Container.default = previous }
        let app = Container {
            Register(Thermometer.self) { _ in Thermometer(celsius: 42) }
        }
        Container.default = app
        #expect(Container.default === app)
        #expect(Container.current === app)
        #expect((try? Container.current.resolve(Thermometer.self).celsius) == 42)
        let scoped = Container {}
        scoped.withCurrent {
            #expect(Container.current === scoped)
        }
        #expect(Container.current === app)
    }
}
