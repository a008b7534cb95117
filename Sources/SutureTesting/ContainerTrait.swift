import SutureRuntime
import Testing

/// A Swift Testing trait that runs each test, and each of its cases, with its own container as `Container.current`.
///
/// Make one with `.container { ... }`, `.overriding { ... }` or `.freshContainer`. On a suite it applies
/// to every test inside, one container per test, so tests that override dependencies run in
/// parallel without seeing each other's registrations or shared instances.
public struct ContainerTrait: TestTrait, SuiteTrait, Sendable {
    /// How the trait makes the container of one test.
    enum Source: Sendable {
        /// A new container with just these registrations.
        case registrations(@Sendable () -> Registrations)
        /// The container current when the test starts, with these registrations replacing their keys.
        case overridingCurrent(@Sendable () -> Registrations)
    }

    let source: Source

    init(source: Source) {
        self.source = source
    }

    /// Applies to every test in a suite, each with its own container.
    public var isRecursive: Bool { true }

    /// Makes the container for one test, from the container current at that moment.
    func makeContainer() -> Container {
        switch source {
        case .registrations(let content):
            Container(content())
        case .overridingCurrent(let content):
            Container.current.overriding { content() }
        }
    }
}
