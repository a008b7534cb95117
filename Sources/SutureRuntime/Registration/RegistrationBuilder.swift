/// Builds `Registrations` from `Register` values, generated `registration`/`registrations` members, `if` and `for`.
@resultBuilder
public enum RegistrationBuilder {
    /// A hand-written registration.
    @inlinable
    public static func buildExpression<Value>(_ register: Register<Value>) -> Registrations {
        Registrations(storage: .single(register.registration))
    }

    /// A hand-written registration with an async factory.
    public static func buildExpression<Value>(_ register: AsyncRegister<Value>) -> Registrations {
        Registrations(storage: .single(register.registration))
    }

    /// A type-erased registration, such as a type's generated `registration`.
    public static func buildExpression(_ registration: Registration) -> Registrations {
        Registrations(storage: .single(registration))
    }

    /// A group, such as a module's generated `registrations`.
    public static func buildExpression(_ registrations: Registrations) -> Registrations {
        registrations
    }

    /// A block of one statement, such as the body of a `for` loop: no array to collect it in.
    public static func buildBlock(_ component: Registrations) -> Registrations {
        component
    }

    /// The registrations of a block, in order.
    public static func buildBlock(_ components: Registrations...) -> Registrations {
        Registrations.joined(components)
    }

    /// An `if` without `else`.
    public static func buildOptional(_ component: Registrations?) -> Registrations {
        component ?? .empty
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: Registrations) -> Registrations {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: Registrations) -> Registrations {
        component
    }

    /// A `for` loop.
    public static func buildArray(_ components: [Registrations]) -> Registrations {
        Registrations.joined(components)
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: Registrations) -> Registrations {
        component
    }
}
