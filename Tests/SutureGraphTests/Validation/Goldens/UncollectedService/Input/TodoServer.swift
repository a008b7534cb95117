import ServiceLifecycle
import Suture
import SutureServiceLifecycle

/// The todo list's storage: opened by start(), closed by shutdown().
@Injectable(scope: .graph)
final class TodoDatabase: ManagedService {
    init() {}
    func start() async throws {}
    func shutdown() async throws {}
}

/// Sends reminders in the background for as long as the server runs.
@Injectable(scope: .graph)
final class ReminderQueue: Service {
    init() {}
    func run() async throws {}
}

/// A metrics exporter, contributed as it should be.
@Injectable(scope: .graph)
final class MetricsExporter: Service {
    init() {}
    func run() async throws {}
}

@Injectable
struct TodoRoutes {
    let database: TodoDatabase
    let reminders: ReminderQueue
}

@Module
enum ServicesModule {
    @Provides(into: .set)
    static func metrics(_ exporter: MetricsExporter) -> any Service { exporter }
}

@Component(modules: [ServicesModule.self])
protocol TodoServer {
    /// Every service ServiceGraph starts.
    var services: [any Service] { get }
    var routes: TodoRoutes { get }
}
