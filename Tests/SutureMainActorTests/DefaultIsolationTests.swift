import Suture
import Testing

// This target is built with `-default-isolation=MainActor`: every declaration without an explicit
// isolation is isolated to the main actor, as in an app target with SwiftPM's `.defaultIsolation(MainActor.self)`.

@MainActor private func onlyOnTheMainActor() -> Int { 1 }

/// Compiles only when the target's declarations are isolated to the main actor by default.
private func defaultIsolationProbe() -> Int { onlyOnTheMainActor() }

/// A view model: isolated to the main actor, as everything here is by default, and said so explicitly.
@MainActor
@Injectable(scope: .singleton)
final class ProfileModel {
    let api: API
    var visits = 0

    init(api: API) {
        self.api = api
    }

    @Inject var greeting: Greeting?
}

/// A service usable from any thread, opted out of the default isolation.
nonisolated protocol Service: Sendable {
    var name: String { get }
}

@Injectable(as: Service.self, scope: .singleton)
nonisolated final class API: Service {
    let name = "api"
    init() {}
}

// The initializer is written out: the macro reads its parameter's attribute, which a synthesized one cannot carry.
// swift-format-ignore: UseSynthesizedInitializer
@Injectable
nonisolated struct Greeting: Sendable {
    let text: String

    init(@Named("greeting") text: String) {
        self.text = text
    }
}

// The initializer is written out: the macro reads its parameters' attributes, which a synthesized one cannot carry.
// swift-format-ignore: UseSynthesizedInitializer
@Injectable
nonisolated struct Receipt: Sendable {
    let customer: String
    let service: any Service

    init(@Argument customer: String, service: any Service) {
        self.customer = customer
        self.service = service
    }
}

@Module
nonisolated enum TextModule {
    @Provides(named: "greeting")
    static func greeting() -> String { "hello" }

    @Provides(into: .set)
    static func tag() -> String { "fresh" }
}

@Module(includes: [TextModule.self])
enum ScreenModule {
    @MainActor @Provides(named: "title")
    static func title(model: ProfileModel) -> String { "visits: \(model.visits)" }

    /// Nothing written: isolated to the main actor by the target's default.
    @Provides(named: "subtitle")
    static func subtitle(dashboard: Dashboard) -> String { "refreshes: \(dashboard.refreshes)" }

    @Provides
    static func clock() -> ContinuousClock { ContinuousClock() }
}

/// A type with nothing written: isolated to the main actor by this target's default, which the macro cannot see.
@Injectable(scope: .singleton)
final class Dashboard {
    let service: any Service
    var refreshes = 0

    init(service: any Service) {
        self.service = service
    }

    @Inject var greeting: Greeting?
}

/// A struct with nothing written, built from its memberwise initializer.
@Injectable
struct Badge {
    let greeting: Greeting
}

/// A view model with nothing written and runtime arguments: isolated to the main actor by the target's default.
@Injectable
final class Composer {
    let draft: String
    let service: any Service

    init(@Argument draft: String, service: any Service) {
        self.draft = draft
        self.service = service
    }

    @Inject var greeting: Greeting?
    @Inject(named: "greeting") var salutation: String?
}

/// The same, with its isolation written out, and an unnamed argument.
@MainActor
@Injectable
final class Toast {
    let message: String
    let seconds: Int

    init(@Argument _ message: String, @Argument seconds: Int) {
        self.message = message
        self.seconds = seconds
    }
}

/// A type with nothing written whose initializer is `nonisolated`: its properties keep the default isolation.
@Injectable
final class Meter {
    let service: any Service

    nonisolated init(service: any Service) {
        self.service = service
    }

    @Inject var greeting: Greeting?
}

/// A shortcut of the app: a value with nothing written about its isolation.
struct Shortcut: Equatable {
    let key: String
}

/// Contributions and a provider with an argument, with nothing written: isolated to the main actor by default.
@Module
enum ShortcutModule {
    @Provides(into: .set)
    static func save() -> Shortcut { Shortcut(key: "s") }

    @MainActor @Provides(into: .set)
    static func quit() -> Shortcut { Shortcut(key: "q") }

    @Provides(into: .map(key: "open"))
    static func open(dashboard: Dashboard) -> Shortcut { Shortcut(key: "o\(dashboard.refreshes)") }

    @Provides(named: "custom")
    static func custom(@Argument key: String) -> Shortcut { Shortcut(key: key) }
}

struct DefaultIsolationTests {
    private func container() -> Container {
        Container {
            Dashboard.registration
            Badge.registration
            ProfileModel.registration
            API.registration
            Greeting.registration
            Receipt.registration
            ScreenModule.registrations
            Composer.registration
            Toast.registration
            Meter.registration
            ShortcutModule.registrations
        }
    }

    @Test func probe_provesTheDefaultIsolation() {
        #expect(defaultIsolationProbe() == 1)
    }

    @Test func mainActorType_isBuiltForMainActorCallers_withItsProperties() throws {
        let container = container()
        let model = try container.resolve(ProfileModel.self)
        #expect(model.api.name == "api")
        #expect(model.greeting?.text == "hello")
        #expect(try container.resolve(ProfileModel.self) === model)
        #expect(try container.resolve(String.self, named: "title") == "visits: 0")
    }

    @Test func nonisolatedTypes_resolveFromAnyThread() async throws {
        let container = container()
        let receipt = try await Task.detached {
            try container.resolve(Receipt.self, arguments: "Ada")
        }.value
        #expect(receipt.customer == "Ada")
        #expect(receipt.service.name == "api")
        #expect(try container.resolve([String].self) == ["fresh"])
    }

    @Test func validate_seesTheWholeGraph() throws {
        try container().validate()
    }

    @Test func unannotatedTypes_takeTheDefaultIsolation_andAreBuiltForMainActorCallers() throws {
        let container = container()
        let dashboard = try container.resolve(Dashboard.self)
        dashboard.refreshes += 1
        #expect(dashboard.service.name == "api")
        #expect(dashboard.greeting?.text == "hello")
        #expect(try container.resolve(Dashboard.self).refreshes == 1)
        #expect(try container.resolve(Badge.self).greeting.text == "hello")
        #expect(try container.resolve(String.self, named: "subtitle") == "refreshes: 1")
        _ = try container.resolve(ContinuousClock.self)
    }

    @Test func unannotatedClassAndProvider_fromNonisolatedCode_areResolutionErrors() async {
        let container = container()
        await #expect(throws: ResolutionError.self) {
            try await Task.detached { _ = try container.resolve(Dashboard.self) }.value
        }
        await #expect(throws: ResolutionError.self) {
            try await Task.detached { _ = try container.resolve(ContinuousClock.self) }.value
        }
    }

    @Test func unannotatedTypeWithArguments_takesTheDefaultIsolation_withItsProperties() throws {
        let composer = try container().resolve(Composer.self, arguments: "Dear Ada")
        #expect(composer.draft == "Dear Ada")
        #expect(composer.service.name == "api")
        #expect(composer.greeting?.text == "hello")
        #expect(composer.salutation == "hello")
    }

    @Test func nonisolatedInitializerOfAnUnannotatedType_getsItsPropertiesOnTheMainActor() async throws {
        let container = container()
        let meter = try container.resolve(Meter.self)
        #expect(meter.service.name == "api")
        #expect(meter.greeting?.text == "hello")
        await #expect(throws: ResolutionError.self) {
            try await Task.detached { _ = try container.resolve(Meter.self) }.value
        }
    }

    @Test func mainActorTypeWithArguments_isBuiltForMainActorCallers() throws {
        let toast = try container().resolve(Toast.self, arguments: "Saved", 3)
        #expect(toast.message == "Saved")
        #expect(toast.seconds == 3)
    }

    @Test func unannotatedContributionsAndArgumentProviders_takeTheDefaultIsolation() throws {
        let container = container()
        #expect(try container.resolve([Shortcut].self) == [Shortcut(key: "s"), Shortcut(key: "q")])
        #expect(try container.resolve([String: Shortcut].self) == ["open": Shortcut(key: "o0")])
        #expect(try container.resolve(Shortcut.self, named: "custom", arguments: "k") == Shortcut(key: "k"))
    }

    @Test func mainActorArgumentsAndContributions_fromNonisolatedCode_areResolutionErrors() async {
        let container = container()
        await #expect(throws: ResolutionError.self) {
            try await Task.detached { _ = try container.resolve(Composer.self, arguments: "Dear Ada") }.value
        }
        await #expect(throws: ResolutionError.self) {
            try await Task.detached { _ = try container.resolve(Toast.self, arguments: "Saved", 3) }.value
        }
        await #expect(throws: ResolutionError.self) {
            try await Task.detached { _ = try container.resolve([Shortcut].self) }.value
        }
        await #expect(throws: ResolutionError.self) {
            try await Task.detached { _ = try container.resolve(Shortcut.self, named: "custom", arguments: "k") }.value
        }
    }

    @Test func unannotatedStruct_withANonisolatedMemberwiseInitializer_isBuiltAnywhere() async throws {
        // The compiler makes a struct's memberwise initializer nonisolated when its stored properties allow it,
        // and the registration follows the initializer.
        let container = container()
        let text = try await Task.detached { try container.resolve(Badge.self).greeting.text }.value
        #expect(text == "hello")
    }
}
