import Suture

// The samples of Documentation/ComingFrom/Swinject.md about object scopes, cycles, property injection,
// container hierarchies and assemblies.

extension SwinjectGuide {
    /// Something that may be shared; instances are told apart by identity.
    final class Session {}

    /// Asks for two sessions, to show what a scope shares.
    final class Checkout {
        let payment: Session
        let delivery: Session

        init(payment: Session, delivery: Session) {
            self.payment = payment
            self.delivery = delivery
        }
    }

    // MARK: Object scopes

    static func shop(sessions scope: Scope) -> Container {
        Container {
            Register(Session.self) { _ in Session() }
                .scope(scope)
            Register(Checkout.self) { r in
                Checkout(payment: try r.resolve(), delivery: try r.resolve())
            }
        }
    }

    static func loggedIn() -> Container {
        Container {
            Register(Session.self) { _ in Session() }
                .scope(.custom("login"))
        }
    }

    static func logOut(of container: Container) {
        container.reset(.custom("login"))
    }

    // MARK: Circular dependencies

    protocol ParentType: AnyObject {}
    protocol ChildType: AnyObject {}

    final class Mother: ParentType {
        let child: any ChildType

        init(child: any ChildType) {
            self.child = child
        }
    }

    final class Daughter: ChildType {
        private let lazyParent: Lazy<any ParentType>

        init(parent: Lazy<any ParentType>) {
            self.lazyParent = parent
        }

        var parent: any ParentType { lazyParent.get() }
    }

    static func family() -> Container {
        Container {
            Register((any ParentType).self) { r in
                Mother(child: try r.resolve())
            }
            .scope(.singleton)
            Register((any ChildType).self) { r in
                Daughter(parent: try r.resolve())
            }
        }
    }

    /// Swinject's way: the back-reference is set in `initCompleted`. In Suture that is still a cycle.
    final class Son: ChildType {
        weak var mother: (any ParentType)?
    }

    static func familyWithPropertyInjection() -> Container {
        Container {
            Register((any ParentType).self) { r in
                Mother(child: try r.resolve())
            }
            .scope(.singleton)
            Register((any ChildType).self) { _ in Son() }
                .onResolved { r, child in
                    (child as? Son)?.mother = try r.resolve()
                }
        }
    }

    // MARK: Property and method injection

    final class Logger {
        private(set) var lines: [String] = []

        func log(_ line: String) {
            lines.append(line)
        }
    }

    final class Reporter {
        var logger: Logger?
        private(set) var title = ""

        func configure(title: String) {
            self.title = title
        }
    }

    static func reporting() -> Container {
        Container {
            Register(Logger.self) { _ in Logger() }
                .scope(.singleton)
            Register(String.self, named: "title") { _ in "Daily report" }
            Register(Reporter.self) { _ in Reporter() }
                .onResolved { r, reporter in
                    reporter.logger = try r.resolve()
                    reporter.configure(title: try r.resolve(named: "title"))
                }
        }
    }

    // MARK: Type forwarding

    protocol Carnivore: AnyObject {}
    protocol Domesticated: AnyObject {}

    final class Wolfhound: Animal, Carnivore, Domesticated {
        let name = "Bran"
    }

    static func forwarded() -> Container {
        Container {
            Register(Wolfhound.self) { _ in Wolfhound() }
                .scope(.singleton)
                .alias((any Animal).self) { $0 }
                .alias((any Carnivore).self) { $0 }
                .alias((any Domesticated).self) { $0 }
        }
    }

    // MARK: Container hierarchy

    static func hierarchy() -> (parent: Container, child: Container) {
        let parent = Container {
            Register((any Animal).self) { _ in Cat(name: "Mimi") }
                .scope(.singleton)
        }
        let child = parent.child {
            Register(PetOwner.self) { r in PetOwner(pet: try r.resolve()) }
        }
        return (parent, child)
    }

    // MARK: Assemblies and the assembler

    protocol FooService: AnyObject {}
    final class Foo: FooService {}

    final class FooManager {
        let service: any FooService

        init(service: any FooService) {
            self.service = service
        }
    }

    enum ServiceAssembly {
        static var registrations: Registrations {
            Registrations {
                Register((any FooService).self) { _ in Foo() }
                    .scope(.singleton)
            }
        }
    }

    enum ManagerAssembly {
        static var registrations: Registrations {
            Registrations {
                Register(FooManager.self, using: FooManager.init(service:))
            }
        }
    }

    static func assembled() throws -> Container {
        let container = Container {
            ServiceAssembly.registrations
            ManagerAssembly.registrations
        }
        try container.validate()
        return container
    }
}
