/// Writes `SutureGenerated.registrations`: every `@Injectable` type and `@Module` of the target, for a `Container`,
/// in helper functions of a bounded length.
struct RegistrationsRenderer {
    /// What the group lists.
    let plan: RegistrationsPlan
    /// The enum that holds `registrations`.
    let typeName: String
    /// The target module's name, for the doc comment.
    let targetModuleName: String
    /// Whether the enum and `registrations` are `public`.
    var isPublic = false

    /// The enum's lines.
    func render() -> [String] {
        var lines = [
            "/// Every `@Injectable` type and `@Module` of \(targetModuleName), for a `Container`.",
            "\(isPublic ? "public " : "")enum \(typeName) {",
            "    /// The registrations of every `@Injectable` type and `@Module` of the target, as one group.",
            "    \(isPublic ? "public " : "")static var registrations: SutureRuntime.Registrations {",
        ]
        let chunks = plan.chunks
        guard !chunks.isEmpty else {
            // Nothing to add: a `var all` that is never mutated would warn in the user's target.
            return lines + ["        SutureRuntime.Registrations([])", "    }", "}"]
        }
        lines.append("        var all: [SutureRuntime.Registration] = []")
        for index in chunks.indices { lines.append("        appendRegistrations\(index)(to: &all)") }
        lines += ["        return SutureRuntime.Registrations(all)", "    }"]
        for (index, chunk) in chunks.enumerated() {
            lines.append("")
            lines.append(
                "    private static func appendRegistrations\(index)(to all: inout [SutureRuntime.Registration]) {")
            for expression in chunk {
                switch expression {
                case .injectable(let name): lines.append("        all.append(\(name).registration)")
                case .module(let name): lines.append("        all += \(name).registrations.all")
                }
            }
            lines.append("    }")
        }
        lines.append("}")
        return lines
    }
}
