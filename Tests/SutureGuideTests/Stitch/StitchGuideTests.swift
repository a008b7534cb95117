// The tests of Documentation/ComingFrom/Stitch.md.
import Suture
import SutureTesting
import Testing

extension StitchGuide {
    @Suite struct PropertyWrapperTests {
        @Test func injected_resolvesFromTheCurrentContainer() {
            let message = appContainer().withCurrent { Model().doSomething() }
            #expect(message == "[log] Logging a message")
        }

        @Test func injected_resolvesAProtocolToItsImplementation() {
            let response = appContainer().withCurrent { SomeInteractor().someAction() }
            #expect(response == "POST /hello")
        }

        @Test func injected_keepsTheValueResolvedOnFirstUse() {
            let model = appContainer().withCurrent {
                let model = Model()
                _ = model.doSomething()
                return model
            }
            #expect(model.doSomething() == "[log] Logging a message")
        }

        @Test func missingBinding_isThrownByTheProjectedValue() {
            let model = Model()
            #expect(throws: ResolutionError.self) {
                try Container {}.withCurrent { try model.$logger.value() }
            }
        }
    }

    @Suite struct PreviewTests {
        @Test func app_showsTheRealModel() {
            let title = appContainer().withCurrent { HomeView().title }
            #expect(title == "Welcome, Ada")
        }

        @Test func preview_showsTheMock_andLeavesTheAppContainerAlone() {
            let app = appContainer()
            let preview = app.overriding { Register((any Modelling).self) { _ in MockModel() } }
            #expect(preview.withCurrent { HomeView().title } == "Welcome, Mock name")
            #expect(app.withCurrent { HomeView().title } == "Welcome, Ada")
            #expect(previewContainer().withCurrent { HomeView().title } == "Welcome, Mock name")
        }

        @Test(.container { Register((any Modelling).self) { _ in MockModel() } })
        func testTrait_givesTheTestItsOwnContainer() {
            #expect(HomeView().title == "Welcome, Mock name")
        }

        @Test func component_buildsTheDashboardWithoutAContainer() {
            let app = SutureStitchGuideApp()
            #expect(app.dashboard.refresh() == "[log] POST /dashboard")
        }

        @Test func appContainer_validates() throws {
            try appContainer().validate()
        }
    }
}
