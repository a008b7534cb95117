import ServiceLifecycle

/// A service that runs another one on its behalf, so the graph names and orders it by the service it wraps.
protocol WrappingService: Service {
    /// The service it runs.
    var wrappedService: any Service { get }
}

/// The service that `service` stands for: the one it wraps, if it wraps one.
func unwrapped(_ service: any Service) -> any Service {
    guard let wrapping = service as? any WrappingService else { return service }
    return unwrapped(wrapping.wrappedService)
}

/// The name a graph gives `service` in messages: the type of the service it stands for.
func serviceName(of service: any Service) -> String {
    "\(type(of: unwrapped(service)))"
}
