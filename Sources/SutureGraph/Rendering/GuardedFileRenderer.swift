/// Writes one generated file for every configuration of the build: a part every configuration writes alike
/// appears once; a part they write differently appears once per variant, under the `#if` that selects it.
///
/// ```swift
/// #if DEBUG
/// final class SutureApp: App { … FakeClock() … }
/// #else
/// final class SutureApp: App { … SystemClock() … }
/// #endif
/// ```
struct GuardedFileRenderer {
    /// Spells the condition of a set of configurations.
    let spelling: ConditionSpelling
    /// Each configuration with its renderer, the primary configuration first.
    let variants: [(variant: BuildVariant, renderer: SwiftRenderer)]

    /// The whole file.
    func render() -> String {
        let sectionsByVariant = variants.map { ($0.variant, $0.renderer.sections) }
        let merger = ConditionalLines(spelling: spelling, all: Set(variants.map(\.variant)))
        var lines = variants[0].renderer.header
        for key in Self.orderedKeys(sectionsByVariant.map(\.1)) {
            // Each way of writing the part, with the configurations that write it so, in the order first met.
            var forms: [(section: GeneratedSection, variants: Set<BuildVariant>)] = []
            for (variant, sections) in sectionsByVariant {
                guard let section = sections.first(where: { $0.key == key }) else { continue }
                if let index = forms.firstIndex(where: { $0.section == section }) {
                    forms[index].variants.insert(variant)
                } else {
                    forms.append((section, [variant]))
                }
            }
            guard let first = forms.first else { continue }
            if first.section.isSeparated { lines.append("") }
            // Renderers may hand over several lines in one string; the merge compares single lines.
            let split = forms.map { form in
                (
                    form.section.unit.lines.flatMap {
                        $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    },
                    form.variants
                )
            }
            lines += merger.merge(split)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every part's key, in the order the configurations write them: a part only some write goes after the part
    /// it follows in the first configuration that writes it.
    static func orderedKeys(_ sectionLists: [[GeneratedSection]]) -> [String] {
        var keys: [String] = []
        for sections in sectionLists {
            var position = 0
            for section in sections {
                if let index = keys.firstIndex(of: section.key) {
                    position = index + 1
                } else {
                    keys.insert(section.key, at: position)
                    position += 1
                }
            }
        }
        return keys
    }
}
