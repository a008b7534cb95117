/// One way of serving a request, measured: time and allocations per request.
struct PerRequestResult {
    let name: String
    let nanosecondsPerRequest: Double
    let allocationsPerRequest: Double

    /// Whether the row was measured: `--only` leaves a row out with no figures (NaN).
    var wasMeasured: Bool { !nanosecondsPerRequest.isNaN }
}
