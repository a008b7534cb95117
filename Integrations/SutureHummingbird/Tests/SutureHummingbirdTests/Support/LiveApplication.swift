import Hummingbird
import Logging
import ServiceLifecycle
import SutureServerTestSupport

/// A Hummingbird application on 127.0.0.1, on a port the system picks.
func liveApplication<Context: RequestContext>(
    _ router: Router<Context>,
    services: [any Service] = [],
    logs: CapturedLogs? = nil
) -> Application<RouterResponder<Context>> {
    Application(
        router: router,
        configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
        services: services,
        logger: logs.map { logs in Logger(label: "test") { _ in logs.handler } } ?? Logger(label: "Hummingbird")
    )
}
