import ServiceLifecycle
public import SutureServiceLifecycle
import SutureRequestScope
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
/// shut down in reverse. The app must boot with `asyncBoot()`, as `app.execute()` does: the synchronous `boot()`
/// cannot wait for a service, so it throws `SutureVaporError` instead of serving with none started.
public final class ServiceGraphLifecycle: LifecycleHandler {
    /// The services, in the order they start.
    public let graph: ServiceGraph
    /// The service group running the services, from boot to shutdown.
    private let running = Guarded<(group: ServiceGroup, task: Task<Void, any Error>)?>(nil)

    /// Runs `graph`'s services once added to an Application's lifecycle.
    public init(_ graph: ServiceGraph) {
        self.graph = graph
    }

    /// Refuses the synchronous boot, which cannot wait for the services to start.
    public func didBoot(_ application: Application) throws {
        throw SutureVaporError(
            kind: .synchronousBoot, binding: "ServiceGraph", expected: "ServiceGraph", configured: nil, request: nil)
    }

    /// Starts the services one after another and returns once the last has started; throws `ServiceStartError`,
    /// which fails the boot, when one fails to start.
    public func didBootAsync(_ application: Application) async throws {
        let group = ServiceGroup(services: graph.services, logger: application.logger)
        running.withLock { $0 = (group, Task { try await group.run() }) }
        try await graph.waitUntilStarted()
    }

    /// Shuts the services down in the reverse of the order they started in, waiting for each.
    public func shutdownAsync(_ application: Application) async {
        guard let running = running.withLock({ $0.take() }) else { return }
        await running.group.triggerGracefulShutdown()
        do {
            try await running.task.value
        } catch is ServiceStartError {
            // `didBootAsync` has thrown it already, failing the boot.
        } catch {
            application.logger.report(error: error)
        }
    }
}
