/// Bytes a container keeps per registration, beside a dictionary of factories and Swinject.
struct MemoryScenario {
    /// One row: bytes per registration for each library, nil where the system does not tell.
    struct Row {
        let title: String
        let handWritten: Double?
        let suture: Double?
        let swinject: Double?
    }

    /// Containers of `count` names of one type.
    static func names(count: Int) -> Row {
        let names = SlotNames.names(count: count)
        return Row(
            title: "\(NumberText.count(count)) names of one type",
            handWritten: HeapBytes.perItem(count: count) { HandWrittenRegistry.named(names) },
            suture: HeapBytes.perItem(count: count) { SutureWiring.makeNamedContainer(names: names) },
            swinject: HeapBytes.perItem(count: count) { SwinjectWiring.makeNamedResolver(names: names) }
        )
    }

    /// Containers of the first `count` distinct slot types.
    static func types(_ fixtures: BenchmarkFixtures, count: Int) -> Row {
        let slotTypes = Array(fixtures.slotTypes.prefix(count))
        return Row(
            title: "\(NumberText.count(count)) distinct types",
            handWritten: HeapBytes.perItem(count: count) { HandWrittenRegistry.typed(slotTypes) },
            suture: HeapBytes.perItem(count: count) { SutureWiring.makeSlotContainer(types: slotTypes) },
            swinject: HeapBytes.perItem(count: count) { SwinjectWiring.makeSlotResolver(types: slotTypes) }
        )
    }

    /// The rows as a Markdown table of bytes per registration, with the ratio to the dictionary.
    static func markdown(_ rows: [Row]) -> String {
        var lines = [
            "| Registrations | Hand-written | Suture Container | Swinject |",
            "| --- | ---: | ---: | ---: |",
        ]
        for row in rows {
            let cells = [row.handWritten, row.suture, row.swinject].map { bytes -> String in
                guard let bytes else { return "—" }
                let text = NumberText.count(Int(bytes.rounded())) + " B"
                guard let base = row.handWritten, base > 0 else { return text }
                return "\(text) (\(NumberText.ratio(bytes / base)))"
            }
            lines.append("| \(row.title) | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
