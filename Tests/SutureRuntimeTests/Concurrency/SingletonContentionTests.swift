import Foundation
import SutureRuntime
import Testing

@Suite struct SingletonContentionTests {
    @Test func singletonRacedByManyTasks_isBuiltExactlyOnce() async {
        let builds = Counter()
        let container = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            .scope(.singleton)
        }
        let (identities, failures) = await withTaskGroup(of: (Set<ObjectIdentifier>, Int).self) { group in
            for _ in 0..<64 {
                group.addTask {
                    var seen = Set<ObjectIdentifier>()
                    var failures = 0
                    for _ in 0..<1000 {
                        if let widget = try? container.resolve(Widget.self) {
                            seen.insert(ObjectIdentifier(widget))
                        } else {
                            failures += 1
                        }
                    }
                    return (seen, failures)
                }
            }
            var identities = Set<ObjectIdentifier>()
            var failures = 0
            for await (seen, failed) in group {
                identities.formUnion(seen)
                failures += failed
            }
            return (identities, failures)
        }
        #expect(builds.count == 1)
        #expect(identities.count == 1)
        #expect(failures == 0)
    }

    @Test func manySingletonsRacedInDifferentOrders_areEachBuiltExactlyOnce() async {
        let keys = 32
        let builds = (0..<keys).map { _ in Counter() }
        let container = Container {
            for index in 0..<keys {
                Register(Gadget.self, named: "\(index)") { r in
                    builds[index].increment()
                    return Gadget(widget: try r.resolve(Widget.self, named: "\((index + 1) % keys)-leaf"))
                }
                .scope(.singleton)
                Register(Widget.self, named: "\(index)-leaf") { _ in Widget() }.scope(.singleton)
            }
        }
        let failures = await withTaskGroup(of: Int.self) { group in
            for task in 0..<64 {
                group.addTask {
                    var failures = 0
                    for round in 0..<100 {
                        let index = (task * 7 + round) % keys
                        if (try? container.resolve(Gadget.self, named: "\(index)")) == nil { failures += 1 }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
        #expect(builds.map(\.count) == Array(repeating: 1, count: keys))
    }

    @Test func singletonRacedByThreadsReleasedAtOnce_isBuiltExactlyOnce() async {
        let builds = Counter()
        let start = Latch()
        let container = Container {
            Register(Widget.self) { _ in
                builds.increment()
                // Widen the window in which other threads find the singleton under construction.
                Thread.sleep(forTimeInterval: 0.01)
                return Widget()
            }
            .scope(.singleton)
        }
        let results = (0..<8).map { _ in Slot<Widget>() }
        let finished = await runOnSeparateThreads(
            results.map { slot in
                {
                    start.wait()
                    slot.value = try? container.resolve(Widget.self)
                }
            } + [{ start.open() }]
        )
        #expect(finished)
        #expect(builds.count == 1)
        let identities = Set(results.compactMap { $0.value.map(ObjectIdentifier.init) })
        #expect(identities.count == 1)
        #expect(results.allSatisfy { $0.value != nil })
    }

    @Test func customScopeRacedByManyTasks_isBuiltOncePerReset() async {
        let builds = Counter()
        let container = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            .scope(.custom("session"))
        }
        for _ in 0..<3 {
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<32 {
                    group.addTask {
                        for _ in 0..<200 { _ = try? container.resolve(Widget.self) }
                    }
                }
            }
            container.reset(.custom("session"))
        }
        #expect(builds.count == 3)
    }

    @Test func lazyRacedByManyTasks_isBuiltExactlyOnce() async throws {
        let builds = Counter()
        let container = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
        }
        let lazy = try container.resolve(Lazy<Widget>.self)
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<64 {
                group.addTask { ObjectIdentifier(lazy.get()) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(identities.count == 1)
        #expect(builds.count == 1)
    }
}
