/// What `SutureGenerated.registrations` lists: every accessible `@Injectable` type and `@Module` of the target, in
/// source order, leaving out modules that another target module includes (their providers come with it).
struct RegistrationsPlan {
    /// What the group adds for one declaration.
    enum Expression: Hashable {
        /// `Baker.registration`.
        case injectable(String)
        /// `BakeryModule.registrations`.
        case module(String)
    }

    /// How many `@Injectable`/`@Module` lines one helper function of `SutureGenerated` holds.
    static let expressionsPerFunction = 50

    /// The expressions, in source order.
    let expressions: [Expression]

    /// Plans the group of the model's target.
    init(model: BindingGraph) {
        let target = model.sourceModules.first(where: \.isTarget)?.name
        let included = Set(model.modules.filter(\.isTarget).flatMap(\.includes))
        let injectables = model.injectableBindings.map { model.bindings[$0] }.filter {
            $0.moduleName == target && $0.inaccessibility == nil
        }
        let modules = model.modules.filter { $0.isTarget && $0.inaccessibility == nil && !included.contains($0.name) }
        expressions = injectables.map { .injectable($0.valueType) } + modules.map { .module($0.name) }
    }

    /// The expressions in groups, one helper function each, so that no generated function grows with the target.
    var chunks: [[Expression]] {
        stride(from: 0, to: expressions.count, by: Self.expressionsPerFunction).map {
            Array(expressions[$0..<min($0 + Self.expressionsPerFunction, expressions.count)])
        }
    }
}
