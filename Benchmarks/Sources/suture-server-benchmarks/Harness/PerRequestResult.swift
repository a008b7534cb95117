/// One way of serving a request, measured: time and allocations per request.
struct PerRequestResult {
    let name: String
    let nanosecondsPerRequest: Double
    let allocationsPerRequest: Double
}
