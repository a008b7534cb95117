import Suture
import Testing

/// Two levels of subcomponents: a request inside a session inside the website.
struct NestingTests {
    let website = SutureWebsite()

    @Test func grandchild_reachesItsParentsAndTheRoot() {
        let session = website.session(for: UserID(value: "ada"))
        let request = session.request(Path(value: "/bread"))
        #expect(request.log.path.value == "/bread")
        #expect(request.log.store === session.store)
        #expect(request.log.store.user.value == "ada")
        #expect(request.log.formatter.clock === website.clock)
    }

    @Test func eachLevel_keepsItsOwnScope() {
        let ada = website.session(for: UserID(value: "ada"))
        let grace = website.session(for: UserID(value: "grace"))
        let first = ada.request(Path(value: "/a"))
        let second = ada.request(Path(value: "/b"))
        #expect(first.log === first.log)
        #expect(first.log !== second.log)
        #expect(first.log.store === second.log.store)
        #expect(ada.store !== grace.store)
        #expect(ada.store.clock === grace.store.clock)
    }

    @Test func weakBinding_isSharedWhileHeld_andRebuiltAfter() {
        let session = website.session(for: UserID(value: "ada"))
        var held: ImageCache? = session.request(Path(value: "/a")).images
        weak var first: ImageCache?
        first = held
        #expect(session.request(Path(value: "/b")).images === held)
        #expect(website.session(for: UserID(value: "grace")).request(Path(value: "/c")).images === held)
        held = nil
        // Not kept by the component: once released, the next request gets a new one (comparing addresses would not
        // tell, since the new instance may take the freed one's memory).
        #expect(first == nil)
        let rebuilt = session.request(Path(value: "/d")).images
        #expect(website.session(for: UserID(value: "grace")).request(Path(value: "/e")).images === rebuilt)
    }

    @Test func transientWithOnlyRootDependencies_isNewOnEveryRequest() {
        let request = website.session(for: UserID(value: "ada")).request(Path(value: "/"))
        #expect(request.formatter !== request.formatter)
    }
}
