import Testing

@testable import SutureRuntime

@MainActor
private final class ProfileModel {
    let greeting: String
    init(greeting: String) { self.greeting = greeting }
}

private final class ProfileScreen: Sendable {
    init() {}
}

@MainActor
private final class Badge {
    let title: String
    var owner: String?
    init(title: String) { self.title = title }
}

@Suite struct RegisterMainActorTests {
    private static func container() -> (Container, line: Int) {
        let line = #line + 3
        let container = Container {
            Register(String.self) { _ in "hello" }
            Register(ProfileModel.self, on: MainActor.self) { r in ProfileModel(greeting: try r.resolve()) }
        }
        return (container, line)
    }

    @Test @MainActor
    func mainActorRegistration_resolvesOnTheMainActor() throws {
        let (container, _) = Self.container()
        let model = try container.resolve(ProfileModel.self)
        #expect(model.greeting == "hello")
    }

    @Test
    func mainActorRegistration_resolvedOffTheMainActor_isAResolutionError() async throws {
        let (container, line) = Self.container()
        let error = await Task.detached { () -> ResolutionError? in
            do {
                _ = try container.resolve(ProfileModel.self)
                return nil
            } catch {
                return error as? ResolutionError
            }
        }.value
        let description = try #require(error).description
        #expect(
            description == """
                ProfileModel is isolated to MainActor, but was resolved synchronously off MainActor
                  registered at: SutureRuntimeTests/RegisterMainActorTests.swift:\(line)
                  fix: resolve it from MainActor code, e.g. await MainActor.run { try container.resolve(ProfileModel.self) }
                """
        )
    }

    @Test
    func mainActorRegistration_reachedFromNonisolatedCodeAfterHopping_resolves() async throws {
        let (container, _) = Self.container()
        let greeting = try await MainActor.run { try container.resolve(ProfileModel.self).greeting }
        #expect(greeting == "hello")
    }

    @Test
    func validate_reportsANonisolatedBindingThatDependsOnAMainActorOne() throws {
        let line = #line + 3
        let container = Container {
            Register(String.self) { _ in "hello" }
            Register(ProfileModel.self, on: MainActor.self) { r in ProfileModel(greeting: try r.resolve()) }
            Register(ProfileScreen.self) { _ in ProfileScreen() }.dependencies(Dependency(ProfileModel.self))
        }
        let problems = container.validationProblems()
        #expect(
            problems.map(\.description) == [
                """
                ProfileModel is isolated to MainActor, but nonisolated ProfileScreen depends on it
                  registered at: SutureRuntimeTests/RegisterMainActorTests.swift:\(line)
                  requested by: ProfileScreen
                  path: ProfileScreen → ProfileModel
                  fix: register ProfileScreen on MainActor too, or let it take Provider<ProfileModel> and call get() on MainActor
                """
            ])
    }

    @Test @MainActor
    func mainActorRegistration_takesRuntimeArguments() throws {
        let container = Container {
            Register(Badge.self, on: MainActor.self) { (_, title: String, stars: Int) in
                Badge(title: "\(title) \(String(repeating: "*", count: stars))")
            }
        }
        #expect(try container.resolve(Badge.self, arguments: "baker", 3).title == "baker ***")
    }

    @Test
    func mainActorRegistrationWithArguments_resolvedOffTheMainActor_isAResolutionError() async throws {
        let line = #line + 2
        let container = Container {
            Register(Badge.self, on: MainActor.self) { (_, title: String) in Badge(title: title) }
        }
        let error = await Task.detached { () -> ResolutionError? in
            do {
                _ = try container.resolve(Badge.self, arguments: "baker")
                return nil
            } catch {
                return error as? ResolutionError
            }
        }.value
        #expect(
            try #require(error).description == """
                Badge is isolated to MainActor, but was resolved synchronously off MainActor
                  registered at: SutureRuntimeTests/RegisterMainActorTests.swift:\(line)
                  fix: resolve it from MainActor code, e.g. await MainActor.run { try container.resolve(Badge.self) }
                """
        )
    }

    @Test @MainActor
    func mainActorContributions_joinTheirMultibinding() throws {
        let container = Container {
            Register(Badge.self, into: .set, on: MainActor.self) { _ in Badge(title: "first") }
            Register(Badge.self, into: .map(key: "second"), on: MainActor.self) { _ in Badge(title: "second") }
        }
        #expect(try container.resolve([Badge].self).map(\.title) == ["first"])
        #expect(try container.resolve([String: Badge].self).mapValues(\.title) == ["second": "second"])
    }

    @Test @MainActor
    func mainActorOnResolved_injectsPropertiesOnTheMainActor() throws {
        let container = Container {
            Register(String.self) { _ in "Ada" }
            Register(Badge.self, on: MainActor.self) { _ in Badge(title: "baker") }
                .onResolved(on: MainActor.self) { r, badge in badge.owner = try r.resolve() }
        }
        #expect(try container.resolve(Badge.self).owner == "Ada")
    }
}
