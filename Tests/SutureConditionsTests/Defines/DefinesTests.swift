import Suture
import Testing

/// A graph whose binding stands under a flag the target defines (`SUTURE_DEFINES_PREMIUM`, set in the manifest of
/// `SutureConditionsTests`): the graph compiler decides it from the target's defines, so the generated code names the
/// premium plan with no guard around it, and this build compiles and runs it.
struct DefinesTests {
    @Test func theTargetsOwnDefine_picksThePlan() {
        #expect(SutureDefinesApp().storefront.plan.name == "premium")
    }

    @Test func aContainer_registersThePlanOfTheDefinedBranch() throws {
        let container = Container { DefinesRegistrations.registrations }
        #expect(try container.resolve(DefinesStorefront.self).plan.name == "premium")
    }
}
