extension Binding {
    /// How messages, pictures and generated comments name a binding: `Baker`, `BakeryModule.ryeStarter()`,
    /// `Bakery's bound instance 'config'`. Wording, so it lives with the diagnostics rather than in the model.
    package var displayName: String {
        switch source {
        case .injectable(let typeName, _): typeName
        case .provider(let moduleName, _): "\(moduleName).\(signature)"
        case .boundInstance(let componentName, let parameterName):
            "\(componentName)'s bound instance '\(parameterName)'"
        }
    }
}
