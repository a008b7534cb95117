public import SutureServiceLifecycle

extension SutureApplication {
    /// Starts `graph`'s services in dependency order when the app boots, before it serves a request, and shuts them
    /// down in reverse when the app shuts down, after the server has stopped (a `ServiceGraphLifecycle`).
    ///
    /// ```swift
    /// app.suture.use(bakery) { bakery, req in bakery.request(Visit(path: req.url.path)) }
    /// app.suture.runServices(ServiceGraph(bakery.services))
    /// ```
    ///
    /// - Parameter graph: The services to run with the app, such as `ServiceGraph(bakery.services)`.
    public func runServices(_ graph: ServiceGraph) {
        application.lifecycle.use(ServiceGraphLifecycle(graph))
    }
}
