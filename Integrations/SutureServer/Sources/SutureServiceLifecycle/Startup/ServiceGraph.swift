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
/// Each service starts once those before it have started: a `ManagedService` when its `start()` returns, a
/// `ReadinessReportingService` (or a service wrapped in `ReadinessChecked`) when it reports ready, a plain `Service` as
/// soon as its `run()` is called. A service group shuts services down in the reverse of the order it was given, waiting
/// for each, so the last to start is the first to stop. If a service fails to start, nothing after it starts, the
/// services started before it stop in reverse order, and the group ends with `ServiceStartError`.
///
/// In the group that `serviceGroup(serving:)` makes, a failure of any service, before or after startup, shuts the group
/// down gracefully: the server stops first, then the services in reverse start order. In a group made otherwise, a
/// failure cancels everything at once: a managed service still shuts down only after every service that started after
/// it, and the server, have ended, but plain services stop on the cancellation.
public struct ServiceGraph: Sendable {
    /// The services, each after those it holds (see `dependencyOrder`).
    public let dependencyOrder: [any Service]
    /// How far startup has come, shared by the services, the server's gate and `waitUntilStarted()`.
    let state: StartupState

    /// Orders `services` so that each comes after the services it holds; otherwise they keep their order.
    ///
    /// A service depends on another when it holds that instance (a class or an actor) in its properties, as
    /// an injected dependency is held. A `ReadinessChecked` service stands for the instance it wraps.
    ///
    /// - Parameter services: The services to run, such as a component's `[any Service]` entry point.
    public init(_ services: [any Service]) {
        self.dependencyOrder = ServiceDependencies.dependencyOrder(services) { unwrapped($0) }
        self.state = StartupState(names: dependencyOrder.map { serviceName(of: $0) })
    }

    /// Checks the container (an eager singleton that failed is reported here, before any traffic) and orders
    /// every contribution to its `[any Service]` multibinding.
    ///
    /// - Parameter container: The container whose `[any Service]` multibinding lists the services.
    /// - Throws: `ContainerValidationError` naming every problem `validate()` finds, or the `ResolutionError` of a
    ///   service that cannot be resolved.
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

    /// The services for a `ServiceGroupConfiguration` of your own: each shuts the group down gracefully when it throws,
    /// so what runs after it stops first, then the rest in reverse order, and the group ends with its error.
    public var serviceConfigurations: [ServiceGroupConfiguration.ServiceConfiguration] {
        services.map { service in
            ServiceGroupConfiguration.ServiceConfiguration(
                service: service,
                failureTerminationBehavior: .gracefullyShutdownGroup
            )
        }
    }

    /// Waits until every service has started; throws `ServiceStartError` if one failed, `CancellationError`
    /// if the task was cancelled or shut down first.
    ///
    /// Hummingbird: `app.beforeServerStarts { try await graph.waitUntilStarted() }`.
    public func waitUntilStarted() async throws {
        switch await state.waitUntilStarted(before: dependencyOrder.count) {
        case .ready: return
        case .failed(let failure): throw failure
        case .abandoned: throw CancellationError()
        }
    }

    /// A service group that runs the services, then `server` once they have all started; on SIGTERM or SIGINT, or
    /// when the server or a service throws, the server stops first and the services after it, in reverse order.
    ///
    /// - Parameters:
    ///   - server: The service that serves traffic, such as an HTTP server, run once every service has started.
    ///   - gracefulShutdownSignals: The signals that shut the group down gracefully.
    ///   - logger: Where the group logs.
    /// - Returns: The group, to `run()`.
    public func serviceGroup(
        serving server: some Service,
        gracefulShutdownSignals: [UnixSignal] = [.sigterm, .sigint],
        logger: Logger
    ) -> ServiceGroup {
        serviceGroup(
            serving: ServiceGroupConfiguration.ServiceConfiguration(
                service: server,
                failureTerminationBehavior: .gracefullyShutdownGroup
            ),
            configuration: ServiceGroupConfiguration(
                services: [ServiceGroupConfiguration.ServiceConfiguration](),
                gracefulShutdownSignals: gracefulShutdownSignals,
                logger: logger
            )
        )
    }

    /// A service group that runs the services, then the server once they have all started, as `configuration` says:
    /// its signals, logger, logging keys and time limits apply to the whole group, and the services it lists run
    /// before the graph's.
    ///
    /// `server` keeps its termination behaviours (`.gracefullyShutdownGroup`, say) and its name. The graph's services
    /// shut the group down gracefully when one throws (see `serviceConfigurations`), so the server stops first and the
    /// services in reverse start order, and the group ends with that service's error.
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
    ///
    /// - Parameters:
    ///   - server: The service that serves traffic, with its termination behaviours, run once every service has started.
    ///   - configuration: The group's signals, logger, logging keys, time limits and services to run first.
    /// - Returns: The group, to `run()`.
    public func serviceGroup(
        serving server: ServiceGroupConfiguration.ServiceConfiguration,
        configuration: ServiceGroupConfiguration
    ) -> ServiceGroup {
        var configuration = configuration
        let gate = StartedGate(graph: self, server: server.service)
        configuration.services += serviceConfigurations
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
