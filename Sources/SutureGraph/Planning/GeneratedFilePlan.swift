/// What the generated file holds, decided before any text is written: its imports, the components it generates and
/// whether it writes `SutureGenerated.registrations`.
struct GeneratedFilePlan {
    /// The target module's name, for the header.
    let targetModuleName: String
    /// Modules the file imports, besides the runtime, in name order.
    let imports: [String]
    /// `Suture` when the target imports it, else `SutureRuntime`: where generated code finds the runtime.
    let runtimeModule: String
    /// What is shared by every component's text.
    let wiring: WiringPlan
    /// The generated components, in name order.
    let components: [ComponentPlan]
    /// The registrations group.
    let registrations: RegistrationsPlan
    /// The enum that holds `registrations`, or `nil` when the target does not use the group.
    let registrationsTypeName: String?
    /// Whether the group is `public`, for a library's tests and dependents.
    let registrationsArePublic: Bool

    /// Plans the file for a resolved graph, with its `wiring` when it is planned already.
    init(
        resolved: ResolvedGraph, wiring: WiringPlan? = nil, registrationsTypeName: String?,
        registrationsArePublic: Bool = false
    ) {
        let model = resolved.graph
        let target = model.sourceModules.first(where: \.isTarget)
        var imports = target?.imports ?? []
        // A dependency module is imported when it declares something the graph can use.
        imports.formUnion(model.sourceModules.filter { !$0.isTarget && $0.declaresBindings }.map(\.name))
        imports.subtract(["Suture", "SutureRuntime", "SutureTesting", target?.name ?? ""])
        let targetImports = target?.imports ?? []
        targetModuleName = model.targetModuleName
        self.imports = imports.sorted()
        runtimeModule =
            !targetImports.contains("Suture") && targetImports.contains("SutureRuntime") ? "SutureRuntime" : "Suture"
        let wiring = wiring ?? WiringPlan(resolved: resolved)
        self.wiring = wiring
        components = model.components.indices.filter { model.isGenerated(component: $0) }.map {
            ComponentPlan(index: $0, wiring: wiring)
        }
        registrations = RegistrationsPlan(model: model)
        self.registrationsTypeName = registrationsTypeName
        self.registrationsArePublic = registrationsArePublic
    }

    /// Why the file holds nothing but its header, or `nil` when it holds code.
    var emptyReason: String? {
        let writesRegistrations = registrationsTypeName != nil && !registrations.expressions.isEmpty
        guard wiring.model.components.isEmpty && !writesRegistrations else { return nil }
        return registrationsTypeName == nil && !registrations.expressions.isEmpty
            ? "The target declares no @Component and does not use SutureGenerated.registrations."
            : "The target declares no @Component, @Injectable or @Module."
    }
}
