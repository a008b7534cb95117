import ServiceLifecycle
import SutureServiceLifecycle
import Synchronization
import Vapor

/// Runs a graph's services for a Vapor app: started in dependency order when the app boots, before the server
/// takes a request, and shut down in reverse when the app shuts down, once the server has stopped.
///
/// ```swift
/// app.lifecycle.use(GraphServices(ServiceGraph(patisserie.services)))
/// ```
final class GraphServices: LifecycleHandler {
    /// The app was booted with the synchronous `boot()`, which cannot wait for the services to start.
    struct SynchronousBoot: Error, CustomStringConvertible {
        var description: String {
            "The services start asynchronously, so the Application must boot with `try await app.asyncBoot()` "
                + "(app.execute() does); `boot()` and a bare `app.testing()` would serve with none of them started."
        }
    }

    private let graph: ServiceGraph
    /// The service group running the services, from boot to shutdown.
    private let running = Mutex<(group: ServiceGroup, task: Task<Void, any Error>)?>(nil)

    init(_ graph: ServiceGraph) {
        self.graph = graph
    }

    func didBoot(_ application: Application) throws {
        throw SynchronousBoot()
    }

    /// Starts the services one after another and returns once the last has started; throws `ServiceStartError`,
    /// which fails the boot, when one fails to start.
    func didBootAsync(_ application: Application) async throws {
        let group = ServiceGroup(services: graph.services, logger: application.logger)
        running.withLock { $0 = (group, Task { try await group.run() }) }
        try await graph.waitUntilStarted()
    }

    /// Shuts the services down in the reverse of the order they started in, waiting for each.
    func shutdownAsync(_ application: Application) async {
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
