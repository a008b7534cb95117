/// How `@InjectedParameters` finds the value of each parameter it injects.
public enum InjectionStrategy: Sendable, Hashable {
    /// Resolves each parameter by its type alone: `try Container.current.resolve(Oven.self)`.
    case byType
    /// Resolves each parameter by its type, qualified by the parameter's internal name:
    /// `try Container.current.resolve(Oven.self, named: "oven")`.
    case byName
}
