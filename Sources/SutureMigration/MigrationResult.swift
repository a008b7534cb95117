/// What a migration did: each registration with its conversion, and the files it changes or creates.
package struct MigrationResult {
    /// One registration and what became of it.
    package struct Entry {
        /// The registration as written.
        package let registration: SwinjectRegistration
        /// What it became.
        package let conversion: Conversion
    }

    /// A file's text before (nil: the migration creates it) and after.
    package struct ChangedFile: Equatable {
        /// Its path, as the input named it.
        package let path: String
        /// Its text before the migration.
        package let before: String?
        /// Its text after.
        package let after: String
    }

    /// Every registration read, in source order.
    package let entries: [Entry]
    /// The files changed or created, by path.
    package let changedFiles: [ChangedFile]

    /// The patch that makes the changes: one unified diff per file, by path.
    package var patch: String {
        changedFiles.map { UnifiedDiff.text(path: $0.path, old: $0.before, new: $0.after) }.joined()
    }

    /// How many registrations were converted.
    package var convertedCount: Int {
        entries.filter {
            if case .left = $0.conversion { return false }
            return true
        }.count
    }

    /// The report: a line per registration, converted or left with its reason, then what to do next, ending with
    /// "converted N of M".
    package var report: String {
        var lines: [String] = []
        for entry in entries {
            let registration = entry.registration
            let key = registration.serviceType + (registration.name.map { " named \"\($0)\"" } ?? "")
            switch entry.conversion {
            case .injectable(let injectable):
                lines.append(
                    "\(registration.location): converted: \(key) → \(injectable.attribute) on \(injectable.type.name) (\(injectable.type.location))"
                )
            case .provider(let provider):
                let labels = provider.parameterLabels.map { $0 + ":" }.joined()
                lines.append(
                    "\(registration.location): converted: \(key) → @Provides \(provider.functionName)(\(labels)) in \(provider.module) (\(provider.modulePath))"
                )
            case .left(let reason):
                lines.append("\(registration.location): left: \(key): \(reason.explanation)")
            }
        }
        if entries.isEmpty {
            lines.append("no Swinject registration found (register(_:…) or autoregister(_:…) with a Type.self)")
        } else {
            lines.append("")
            lines.append(
                "A registration without inObjectScope has Swinject's default scope, .graph, and keeps it in Suture.")
            lines.append(
                "The Swinject registrations stay: resolve each key from Suture, then delete its registration (SutureSwinject's bridge serves Swinject from Suture meanwhile)."
            )
        }
        lines.append("converted \(convertedCount) of \(entries.count)")
        return lines.joined(separator: "\n") + "\n"
    }
}
