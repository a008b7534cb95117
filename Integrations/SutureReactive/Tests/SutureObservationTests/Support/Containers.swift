import SutureRuntime

/// The containers the tests resolve from.
enum Containers {
    /// A container that builds a new live counter on each request.
    static func live() -> Container {
        Container {
            Register((any Counter).self) { _ in LiveCounter() }
        }
    }

    /// The live container with the counter replaced by a mock.
    static func preview() -> Container {
        live().overriding {
            Register((any Counter).self) { _ in MockCounter() }
        }
    }
}
