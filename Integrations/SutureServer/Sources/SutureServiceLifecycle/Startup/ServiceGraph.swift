public import Logging
public import ServiceLifecycle
public import SutureRuntime
public import UnixSignals

/// A graph's services, started in dependency order and shut down in reverse, for a `ServiceGroup`.
///
/// ```swift
/// let graph = try ServiceGraph(resolvingFrom: container)   // or ServiceGraph(component.services)
/// let group = graph.serviceGroup(serving: httpServer, logger: logger)
/// try await group.run()
/// ```
///
/// A `ManagedService` starts only once those before it have started; a plain `Service` begins to run once
/// those before it have started. A service group shuts services down in the reverse of the order it was
/// given, waiting for each, so the last to start is the first to stop. If a start throws, the managed
/// services started before it are shut down in reverse order, nothing after it starts, and the group
/// stops with `ServiceStartError`.
public struct ServiceGraph: Sendable {
    /// The services, each after those it holds (see `dependencyOrder`).
    public let dependencyOrder: [any Service]
    private let state = StartupState()

    /// Orders `services` so that each comes after the services it holds; otherwise they keep their order.
    ///
    /// A service depends on another when it holds that instance (a class or an actor) in its properties, as
    /// an injected dependency is held.
    public init(_ services: [any Service]) {
        self.dependencyOrder = ServiceDependencies.dependencyOrder(services) { $0 }
    }

    /// Checks the container (an eager singleton that failed is reported here, before any traffic) and orders
    /// every contribution to its `[any Service]` multibinding.
    public init(resolvingFrom container: Container) throws {
        try container.validate()
        self.init(try container.resolve([any Service].self))
    }

    /// The services as a service group runs them, in dependency order: give them to a `ServiceGroup` or to
    /// Hummingbird's `Application(services:)`, before the server.
    public var services: [any Service] {
        dependencyOrder.enumerated().map { position, service in
            OrderedService(service: service, position: position, state: state)
        }
    }

    /// Waits until every service has started; throws `ServiceStartError` if one failed, `CancellationError`
    /// if the task was cancelled or shut down first. Hummingbird: `app.beforeServerStarts { try await graph.waitUntilStarted() }`.
    public func waitUntilStarted() async throws {
        switch await state.waitUntilStarted(before: dependencyOrder.count) {
        case .ready: return
        case .failed(let failure): throw failure
        case .abandoned: throw CancellationError()
        }
    }

    /// A service group that runs the services, then `server` once they have all started; on SIGTERM or SIGINT
    /// the server stops first and the services after it, in reverse order.
    public func serviceGroup(
        serving server: some Service,
        gracefulShutdownSignals: [UnixSignal] = [.sigterm, .sigint],
        logger: Logger
    ) -> ServiceGroup {
        serviceGroup(
            serving: ServiceGroupConfiguration.ServiceConfiguration(service: server),
            configuration: ServiceGroupConfiguration(
                services: [ServiceGroupConfiguration.ServiceConfiguration](),
                gracefulShutdownSignals: gracefulShutdownSignals,
                logger: logger
            )
        )
    }

    /// A service group that runs the services, then the server once they have all started, as `configuration` says:
    /// its signals, logger, logging keys and time limits apply to the whole group, and the services it lists run
    /// before the graph's. `server` keeps its termination behaviours (`.gracefullyShutdownGroup`, say) and its name.
    ///
    /// ```swift
    /// var configuration = ServiceGroupConfiguration(services: [any Service](), logger: logger)
    /// configuration.gracefulShutdownSignals = [.sigterm]
    /// configuration.maximumGracefulShutdownDuration = .seconds(10)
    /// let group = graph.serviceGroup(
    ///     serving: .init(service: httpServer, successTerminationBehavior: .gracefullyShutdownGroup),
    ///     configuration: configuration
    /// )
    /// ```
    public func serviceGroup(
        serving server: ServiceGroupConfiguration.ServiceConfiguration,
        configuration: ServiceGroupConfiguration
    ) -> ServiceGroup {
        var configuration = configuration
        let gate = StartedGate(graph: self, server: server.service)
        configuration.services += services.map { ServiceGroupConfiguration.ServiceConfiguration(service: $0) }
        configuration.services.append(
            ServiceGroupConfiguration.ServiceConfiguration(
                service: gate,
                successTerminationBehavior: server.successTerminationBehavior,
                failureTerminationBehavior: server.failureTerminationBehavior,
                serviceName: server.serviceName
            )
        )
        return ServiceGroup(configuration: configuration)
    }
}
