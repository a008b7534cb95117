/// A group of registrations: what a module's `registrations` or `Container { ... }` holds.
public struct Registrations: Sendable {
    @usableFromInline
    enum Storage: Sendable {
        case empty
        case single(Registration)
        case many([Registration])
    }

    @usableFromInline let storage: Storage

    /// Collects registrations written in a builder block (with `if`, `for` and nested groups).
    ///
    /// - Parameter content: The registrations, written as in `Container { ... }`: `Register` values, types'
    ///   `registration` and modules' `registrations`.
    public init(@RegistrationBuilder _ content: () -> Registrations) {
        self = content()
    }

    /// Collects the registrations of a module, for the code `@Module` generates: included twice, they count once.
    ///
    /// A module included by two others that a container both lists is registered once, not reported as a
    /// duplicate; each registration keeps the place of the module that declares it. Generated code calls it from
    /// the user's module, so it cannot hide behind an SPI; the underscore keeps it out of completion and the docs.
    @_documentation(visibility: internal)
    public init(_module module: Any.Type, @RegistrationBuilder _ content: () -> Registrations) {
        let identifier = ObjectIdentifier(module)
        var registrations = content().all
        for index in registrations.indices where registrations[index].origin == nil {
            registrations[index].origin = ModuleOrigin(module: identifier, index: index)
        }
        storage = .many(registrations)
    }

    /// Collects registrations from a list.
    ///
    /// - Parameter registrations: The registrations, in order: types' `registration`, or a `Register` value's.
    public init(_ registrations: [Registration]) {
        storage = .many(registrations)
    }

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    /// No registrations.
    public static var empty: Registrations { Registrations(storage: .empty) }

    /// Every registration of the group, in the order written.
    public var all: [Registration] {
        switch storage {
        case .empty: []
        case .single(let registration): [registration]
        // The stored array itself, shared until someone changes it: no copy of every registration.
        case .many(let registrations): registrations
        }
    }

    /// How many registrations the group holds.
    public var count: Int {
        switch storage {
        case .empty: 0
        case .single: 1
        case .many(let registrations): registrations.count
        }
    }

    func appendAll(to result: inout [Registration]) {
        switch storage {
        case .empty: break
        case .single(let registration): result.append(registration)
        case .many(let registrations): result.append(contentsOf: registrations)
        }
    }

    static func joined(_ groups: [Registrations]) -> Registrations {
        switch groups.count {
        case 0: return .empty
        case 1: return groups[0]
        default:
            var result: [Registration] = []
            result.reserveCapacity(groups.reduce(0) { $0 + $1.count })
            for group in groups { group.appendAll(to: &result) }
            return Registrations(storage: .many(result))
        }
    }
}
