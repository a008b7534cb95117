import BakeryVaporApp
import Vapor

/// Serves the bakery on 127.0.0.1 (PORT, or 8080) until SIGINT or SIGTERM; then the server stops taking requests,
/// and the services shut down in the reverse of the order they started in.
@main
enum Entrypoint {
    static func main() async throws {
        var environment = try Environment.detect()
        try LoggingSystem.bootstrap(from: &environment)
        let app = try await Application.make(environment)
        do {
            configure(app, port: Environment.get("PORT").flatMap(Int.init) ?? 8080)
            try await app.execute()
        } catch {
            app.logger.report(error: error)
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
