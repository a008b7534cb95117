/// What a migration did: each binding it read (a Swinject registration, a Needle provider) with its conversion, the
/// files it changes or creates, and the report that accounts for every binding.
package struct MigrationResult {
    /// One binding and what became of it.
    package struct Entry {
        /// Where the binding stands.
        package let location: SourcePosition
        /// How the report names it (`Pet named "puppy"`, `RootComponent.store: ScoreStore`).
        package let subject: String
        /// What it became.
        package let conversion: Conversion

        package init(location: SourcePosition, subject: String, conversion: Conversion) {
            self.location = location
            self.subject = subject
            self.conversion = conversion
        }
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

    /// Every binding read, in source order.
    package let entries: [Entry]
    /// The files changed or created, by path.
    package let changedFiles: [ChangedFile]
    /// What the report says after the entries, when there are any: what the conversion kept and what to do next.
    package let notes: [String]
    /// What the report says when nothing was read.
    package let nothingFound: String

    /// The patch that makes the changes: one unified diff per file, by path.
    package var patch: String {
        changedFiles.map { UnifiedDiff.text(path: $0.path, old: $0.before, new: $0.after) }.joined()
    }

    /// How many bindings were converted.
    package var convertedCount: Int {
        entries.filter {
            if case .left = $0.conversion { return false }
            return true
        }.count
    }

    /// The report: a line per binding, converted or left with its reason, then the notes, ending with
    /// "converted N of M".
    package var report: String {
        var lines = entries.map { "\($0.location): " + $0.conversion.reportText(subject: $0.subject) }
        if entries.isEmpty {
            lines.append(nothingFound)
        } else {
            lines.append("")
            lines += notes
        }
        lines.append("converted \(convertedCount) of \(entries.count)")
        return lines.joined(separator: "\n") + "\n"
    }
}
