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

    /// The enum: `registrations` and its helper functions, each statement a unit of its own.
    func render() -> GeneratedUnit {
        let chunks = plan.chunks
        let statements: [GeneratedUnit]
        if chunks.isEmpty {
            // Nothing to add: a `var all` that is never mutated would warn in the user's target.
            statements = [.statement(["        SutureRuntime.Registrations([])"])]
        } else {
            statements =
                [.statement(["        var all: [SutureRuntime.Registration] = []"])]
                + chunks.indices.map { .statement(["        appendRegistrations\($0)(to: &all)"]) }
                + [.statement(["        return SutureRuntime.Registrations(all)"])]
        }
        var members: [GeneratedUnit] = [
            .block(
                "registrations",
                opening: [
                    "    /// The registrations of every `@Injectable` type and `@Module` of the target, as one group.",
                    "    \(isPublic ? "public " : "")static var registrations: SutureRuntime.Registrations {",
                ],
                units: statements,
                layout: .statements,
                closing: ["    }"]
            )
        ]
        for (index, chunk) in chunks.enumerated() {
            let appends: [GeneratedUnit] = chunk.map { expression in
                switch expression {
                case .injectable(let name): .statement(["        all.append(\(name).registration)"])
                case .module(let name): .statement(["        all += \(name).registrations.all"])
                }
            }
            members.append(
                .block(
                    "appendRegistrations\(index)",
                    opening: [
                        "    private static func appendRegistrations\(index)(to all: inout [SutureRuntime.Registration]) {"
                    ],
                    units: appends,
                    layout: .statements,
                    closing: ["    }"]
                )
            )
        }
        return .block(
            "registrations",
            opening: [
                "/// Every `@Injectable` type and `@Module` of \(targetModuleName), for a `Container`.",
                "\(isPublic ? "public " : "")enum \(typeName) {",
            ],
            units: members,
            layout: .members,
            closing: ["}"]
        )
    }
}
