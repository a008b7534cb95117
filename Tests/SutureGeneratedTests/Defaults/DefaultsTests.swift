import Suture
import Testing

/// Initializer parameters with default values in a generated component: filled from the graph when bound, their
/// defaults kept when not, and a container agrees.
struct DefaultsTests {
    @Test func unboundParameters_keepTheirDefaultValues() {
        let cabinet = SuturePlainProofery().cabinet
        #expect(cabinet.setting == .standard)
        #expect(cabinet.timer == ProofingTimer(minutes: 90))
        #expect(cabinet.label == "main")
    }

    @Test func aBoundParameter_isFilledFromTheGraph_andTheOthersKeepTheirDefaults() {
        let cabinet = SutureTunedProofery(setting: ProofingSetting(degrees: 30)).cabinet
        #expect(cabinet.setting == ProofingSetting(degrees: 30))
        #expect(cabinet.timer == ProofingTimer(minutes: 90))
        #expect(cabinet.label == "main")
    }

    @Test func aContainer_keepsTheSameDefaults_andUsesWhatIsBound() throws {
        let plain = try Container { DefaultsRegistrations.registrations }.resolve(ProofingCabinet.self)
        #expect(plain.setting == .standard)
        #expect(plain.timer == ProofingTimer(minutes: 90))
        #expect(plain.label == "main")
        let tuned = try Container {
            DefaultsRegistrations.registrations
            Register(ProofingSetting.self) { _ in ProofingSetting(degrees: 30) }
            Register(String?.self) { _ in "side" }
        }.resolve(ProofingCabinet.self)
        #expect(tuned.setting == ProofingSetting(degrees: 30))
        #expect(tuned.label == "side")
    }
}
