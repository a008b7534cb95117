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
        // Each binding's fields read in place: a copy of every binding (ten thousand in a large target) cost more than
        // the rest of the plan.
        var expressions: [Expression] = []
        expressions.reserveCapacity(model.injectableBindings.count)
        for id in model.injectableBindings
        where model.bindings[id].moduleName == target && model.bindings[id].inaccessibility == nil {
            expressions.append(.injectable(model.bindings[id].valueType))
        }
        for module in model.modules
        where module.isTarget && module.inaccessibility == nil && !included.contains(module.name) {
            expressions.append(.module(module.name))
        }
        self.expressions = expressions
    }

    /// The expressions in groups, one helper function each, so that no generated function grows with the target.
    var chunks: [[Expression]] {
        stride(from: 0, to: expressions.count, by: Self.expressionsPerFunction).map {
            Array(expressions[$0..<min($0 + Self.expressionsPerFunction, expressions.count)])
        }
    }
}
