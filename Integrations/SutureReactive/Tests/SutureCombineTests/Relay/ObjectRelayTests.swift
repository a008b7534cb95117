import SutureCombine
import SutureRuntime
import Testing

@Suite struct ObjectRelayTests {
    @Test func objectChange_firesTheRelaysObjectWillChangeOnce() throws {
        try Containers.live().withCurrent {
            let screen = ProfileScreen()
            let notifications = Recorder<Void>()
            let store = try screen.$store.value()
            let cancellable = screen.$store.objectWillChange.sink { notifications.record(()) }

            store.isLoggedIn = true

            #expect(notifications.values.count == 1)
            #expect(screen.store.isLoggedIn)
            cancellable.cancel()
        }
    }

    @Test func firstAccessThroughTheWrappedValue_startsRelaying() {
        Containers.live().withCurrent {
            let screen = ProfileScreen()
            let notifications = Recorder<Void>()
            let cancellable = screen.$store.objectWillChange.sink { notifications.record(()) }

            screen.store.userName = "Ada"
            screen.store.userName = "Grace"

            // The first change happens after the first access resolved the store, so both are relayed.
            #expect(notifications.values.count == 2)
            cancellable.cancel()
        }
    }

    @Test func value_isResolvedOnceAndKept() throws {
        try Containers.live().withCurrent {
            let screen = ProfileScreen()
            let first = try screen.$store.value()
            let second = try screen.$store.value()
            #expect(first === second)
        }
    }

    @Test func valueFromAContainer_resolvesFromThatContainerAndKeepsTheObject() throws {
        try Containers.live().withCurrent {
            let screen = ProfileScreen()
            let store = try screen.$store.value(from: Containers.preview())

            #expect(store is MockAuthStore)
            #expect(screen.store === store)
        }
    }

    @Test func valueFromAContainer_relaysTheObjectsChanges() throws {
        let screen = ProfileScreen()
        let notifications = Recorder<Void>()
        let store = try screen.$store.value(from: Containers.live())
        let cancellable = screen.$store.objectWillChange.sink { notifications.record(()) }

        store.isLoggedIn = true

        #expect(notifications.values.count == 1)
        cancellable.cancel()
    }

    @Test func notAnObservableObject_isNotKeptSoEveryReadThrows() {
        Containers.live().withCurrent {
            let screen = GreetingScreen()
            #expect(throws: NotObservableObjectError.self) { try screen.$greeting.value() }
            #expect(throws: NotObservableObjectError.self) { try screen.$greeting.value() }
        }
    }

    @Test func notAnObservableObject_throwsWithTheResolvedType() {
        Containers.live().withCurrent {
            let screen = GreetingScreen()
            #expect {
                try screen.$greeting.value()
            } throws: { error in
                String(describing: error)
                    == "Greeting resolved to PlainGreeting, which is not an ObservableObject, so its changes "
                    + "cannot be relayed; make PlainGreeting conform to ObservableObject, or inject it with @Injected."
            }
        }
    }

    @Test func missingBinding_throwsTheContainersResolutionError() throws {
        let empty = Container {}
        let expected = try #require(throws: ResolutionError.self) { try empty.resolve((any AuthStore).self) }
        empty.withCurrent {
            let screen = ProfileScreen()
            #expect {
                try screen.$store.value()
            } throws: { error in
                String(describing: error) == String(describing: expected)
            }
        }
    }
}
