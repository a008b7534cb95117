import Suture
import Testing

// In this target every declaration is isolated to the main actor unless it says otherwise, so the
// overloads below are too, and they resolve from the main actor.

struct Kiln: Sendable {
    let heat: Int
}

final class Potter {
    let kiln: Kiln

    @InjectedParameters
    init(kiln: Kiln) {
        self.kiln = kiln
    }

    @InjectedParameters(strategy: .byName, ignoring: "pieces")
    func fire(pieces: Int, glaze: String) async throws -> String {
        "\(pieces) pieces in \(glaze) at \(kiln.heat)"
    }
}

@Suite struct InjectedParametersMainActorTests {
    let container = Container {
        Register(Kiln.self) { _ in Kiln(heat: 1200) }
        Register(String.self, named: "glaze") { _ in "celadon" }
    }

    @Test func mainActorTypes_resolveTheirParametersFromTheMainActor() async throws {
        let potter = try container.withCurrent { try Potter() }
        let fired = try await container.withCurrent { try await potter.fire(pieces: 3) }
        #expect(fired == "3 pieces in celadon at 1200")
    }

    @Test func asyncOverload_awaitsAnAsyncFactory_fromTheMainActor() async throws {
        let potter = Potter(kiln: Kiln(heat: 900))
        let asyncGlaze = Container {
            AsyncRegister(String.self, named: "glaze") { _ in "tenmoku" }
        }
        let fired = try await asyncGlaze.withCurrent { try await potter.fire(pieces: 2) }
        #expect(fired == "2 pieces in tenmoku at 900")
    }
}
