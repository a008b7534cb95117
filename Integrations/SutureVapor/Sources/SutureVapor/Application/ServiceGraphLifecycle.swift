import ServiceLifecycle
import SutureRequestScope
public import SutureServiceLifecycle
public import Vapor

/// Runs a graph's services for a Vapor app: started in dependency order when the app boots, before the server takes
/// a request, and shut down in reverse when the app shuts down, once the server has stopped.
///
/// `app.suture.runServices(_:)` adds one to the Application's lifecycle:
///
/// ```swift
/// app.suture.runServices(ServiceGraph(bakery.services))
/// ```
///
/// A service that fails to start fails the boot with `ServiceStartError`, after the services started before it are
/// shut down in reverse. A service that fails once the app is serving (`ServiceRunError`) is logged at error level and
/// stops the app, as `app.execute()` runs it, while the other services shut down in reverse. The app must boot with
/// `asyncBoot()`, as `app.execute()` does: the synchronous `boot()` cannot wait for a service, so it throws
/// `SutureVaporError` instead of serving with none started.
public final class ServiceGraphLifecycle: LifecycleHandler {
    /// The services, in the order they start.
    public let graph: ServiceGraph
    /// The service group running the services, from boot to shutdown, and the task that runs it.
    private let running = Guarded<(group: ServiceGroup, task: Task<Void, Never>)?>(nil)
    /// Whether the app is shutting down, so that a service failing now does not stop the app a second time.
    private let isShuttingDown = Guarded(false)

    /// Runs `graph`'s services once added to an Application's lifecycle.
    ///
    /// - Parameter graph: The services to start when the app boots.
    public init(_ graph: ServiceGraph) {
        self.graph = graph
    }

    /// Refuses the synchronous boot, which cannot wait for the services to start.
    ///
    /// - Parameter application: The Application that booted.
    /// - Throws: `SutureVaporError` always: boot with `try await app.asyncBoot()`.
    public func didBoot(_ application: Application) throws {
        throw SutureVaporError(
            kind: .synchronousBoot, binding: "ServiceGraph", expected: "ServiceGraph", configured: nil, request: nil)
    }

    /// Starts the services one after another and returns once the last has started; throws `ServiceStartError`,
    /// which fails the boot, when one fails to start.
    ///
    /// - Parameter application: The Application that booted, whose logger records the services' start.
    /// - Throws: `ServiceStartError` when a service fails to start.
    public func didBootAsync(_ application: Application) async throws {
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: graph.serviceConfigurations, logger: application.logger)
        )
        let isShuttingDown = self.isShuttingDown
        let task = Task { [weak application] in
            do {
                try await group.run()
            } catch is ServiceStartError {
                // `waitUntilStarted()` throws it below, failing the boot.
            } catch {
                guard let application else { return }
                // At error level: Vapor's `report(error:)` logs an error of its own kinds only at warning level.
                application.logger.error("\(error)")
                // A service failed while the app served: stop the app, which shuts the other services down.
                if !isShuttingDown.withLock({ $0 }) { application.running?.stop() }
            }
        }
        running.withLock { $0 = (group, task) }
        try await graph.waitUntilStarted()
    }

    /// Shuts the services down in the reverse of the order they started in, waiting for each.
    ///
    /// - Parameter application: The Application that is shutting down.
    public func shutdownAsync(_ application: Application) async {
        guard let running = running.withLock({ $0.take() }) else { return }
        isShuttingDown.withLock { $0 = true }
        await running.group.triggerGracefulShutdown()
        await running.task.value
    }
}
