import Swinject

// The part of SwinjectAutoregistration's API these fixtures use (it is not in the package mirror): an initializer
// reference whose parameters are resolved by type, and the `~>` operator.

postfix operator ~>
infix operator ~> : AdditionPrecedence

postfix func ~> <Service>(resolver: any Resolver) -> Service {
    resolver.resolve(Service.self)!
}

func ~> <Service>(resolver: any Resolver, service: Service.Type) -> Service {
    resolver.resolve(service)!
}

extension Container {
    @discardableResult
    func autoregister<Service>(_ service: Service.Type, initializer: @escaping () -> Service) -> ServiceEntry<Service> {
        register(service) { _ in initializer() }
    }

    @discardableResult
    func autoregister<Service, Argument>(
        _ service: Service.Type, argument: Argument.Type, initializer: @escaping (Clerk, Argument) -> Service
    ) -> ServiceEntry<Service> {
        register(service) { (resolver, argument: Argument) in initializer(resolver ~> Clerk.self, argument) }
    }
}
