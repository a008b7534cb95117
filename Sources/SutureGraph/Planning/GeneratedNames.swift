/// The names generated code gives each binding's functions and storage, unique and stable.
struct GeneratedNames {
    private var names: [Int: String] = [:]

    init(bindings: [Binding]) {
        var used: [String: Int] = [:]
        for binding in bindings {
            let base: String
            switch binding.source {
            case .injectable(let typeName, _): base = Self.camelCase(typeName)
            case .provider(let moduleName, let functionName): base = Self.camelCase(moduleName + "." + functionName)
            case .boundInstance(_, let parameterName): base = Self.camelCase(parameterName)
            }
            let count = used[base, default: 0]
            used[base] = count + 1
            names[binding.id] = count == 0 ? base : "\(base)\(count + 1)"
        }
    }

    /// `KitchenOven` for `Kitchen.Oven`, `BakeryModuleRyeStarter` for `BakeryModule.ryeStarter`.
    func name(of binding: Int) -> String { names[binding] ?? "Binding\(binding)" }

    /// The function that makes the binding's value: `makeKitchenOven`.
    func make(_ binding: Int) -> String { "make" + name(of: binding) }

    /// The stored property that keeps a scoped binding's value: `storedKitchenOven`.
    func stored(_ binding: Int) -> String { "stored" + name(of: binding) }

    /// The stored property that holds a bound instance: `boundConfig`.
    func bound(_ binding: Int) -> String { "bound" + name(of: binding) }

    private static func camelCase(_ dotted: String) -> String {
        dotted.split(separator: ".").map { part in
            let cleaned = part.filter { $0.isLetter || $0.isNumber || $0 == "_" }
            return cleaned.prefix(1).uppercased() + cleaned.dropFirst()
        }.joined()
    }
}
