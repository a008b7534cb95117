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
        if ASCIIName.isASCII(dotted) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(dotted.utf8.count)
            var startsPart = true
            for byte in dotted.utf8 {
                if byte == UInt8(ascii: ".") { startsPart = true }
                guard ASCIIName.isNameByte(byte) else { continue }
                // Only a lowercase letter changes: `& ~0x20` would turn `_` into a control byte.
                bytes.append(startsPart && byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte & ~0x20 : byte)
                startsPart = false
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return dotted.split(separator: ".").map { part in
            let cleaned = part.filter { $0.isLetter || $0.isNumber || $0 == "_" }
            return cleaned.prefix(1).uppercased() + cleaned.dropFirst()
        }.joined()
    }
}
