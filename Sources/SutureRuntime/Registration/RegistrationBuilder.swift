/// Builds `Registrations` from `Register` values, generated `registration`/`registrations` members, `if` and `for`.
@resultBuilder
public enum RegistrationBuilder {
    /// A hand-written registration.
    ///
    /// - Parameter register: A `Register` value written in the block.
    /// - Returns: A group of that one registration.
    @inlinable
    public static func buildExpression<Value>(_ register: Register<Value>) -> Registrations {
        Registrations(storage: .single(register.registration))
    }

    /// A hand-written registration with an async factory.
    ///
    /// - Parameter register: An `AsyncRegister` value written in the block.
    /// - Returns: A group of that one registration.
    public static func buildExpression<Value>(_ register: AsyncRegister<Value>) -> Registrations {
        Registrations(storage: .single(register.registration))
    }

    /// A type-erased registration, such as a type's generated `registration`.
    ///
    /// - Parameter registration: A registration written in the block.
    /// - Returns: A group of that one registration.
    public static func buildExpression(_ registration: Registration) -> Registrations {
        Registrations(storage: .single(registration))
    }

    /// A group, such as a module's generated `registrations`.
    ///
    /// - Parameter registrations: A group written in the block.
    /// - Returns: The same group.
    public static func buildExpression(_ registrations: Registrations) -> Registrations {
        registrations
    }

    /// A block of one statement, such as the body of a `for` loop: no array to collect it in.
    ///
    /// - Parameter component: The registrations of the statement.
    /// - Returns: The same registrations.
    public static func buildBlock(_ component: Registrations) -> Registrations {
        component
    }

    /// The registrations of a block, in order.
    ///
    /// - Parameter components: The registrations of each statement, in order.
    /// - Returns: One group holding them all, in order.
    public static func buildBlock(_ components: Registrations...) -> Registrations {
        Registrations.joined(components)
    }

    /// An `if` without `else`.
    ///
    /// - Parameter component: The registrations of the `if` body, or `nil` when the condition is false.
    /// - Returns: Those registrations, or none.
    public static func buildOptional(_ component: Registrations?) -> Registrations {
        component ?? .empty
    }

    /// The first branch of an `if`/`else` or `switch`.
    ///
    /// - Parameter component: The registrations of the branch taken.
    /// - Returns: The same registrations.
    public static func buildEither(first component: Registrations) -> Registrations {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    ///
    /// - Parameter component: The registrations of the branch taken.
    /// - Returns: The same registrations.
    public static func buildEither(second component: Registrations) -> Registrations {
        component
    }

    /// A `for` loop.
    ///
    /// - Parameter components: The registrations of each pass through the loop, in order.
    /// - Returns: One group holding them all, in order.
    public static func buildArray(_ components: [Registrations]) -> Registrations {
        Registrations.joined(components)
    }

    /// An `if #available` block.
    ///
    /// - Parameter component: The registrations of the block.
    /// - Returns: The same registrations.
    public static func buildLimitedAvailability(_ component: Registrations) -> Registrations {
        component
    }
}
