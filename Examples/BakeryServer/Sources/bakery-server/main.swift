import BakeryServerApp
import Foundation
import Hummingbird

// Serves until SIGINT or SIGTERM, then shuts down gracefully: the server first, then the services in reverse.
let port = ProcessInfo.processInfo.environment["PORT"].flatMap(Int.init) ?? 8080
try await BakeryServer().application(port: port).runService()
