import SutureCombine
import SutureRuntime

/// The containers the tests resolve from.
enum Containers {
    /// A container that builds a new live auth store on each request.
    static func live() -> Container {
        Container {
            Register((any AuthStore).self) { _ in LiveAuthStore() }
            Register((any Greeting).self) { _ in PlainGreeting() }
        }
    }

    /// The live container with the auth store replaced by a mock.
    static func preview() -> Container {
        live().overriding {
            Register((any AuthStore).self) { _ in MockAuthStore() }
        }
    }
}
