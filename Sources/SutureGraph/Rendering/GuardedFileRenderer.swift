/// Writes one generated file for every configuration of the build: a part every configuration writes alike
/// appears once; where they differ, the narrowest unit that differs appears once per way of writing it, under the
/// `#if` that selects it (`ConditionalUnits`).
///
/// ```swift
/// final class SutureApp: App {
/// #if DEBUG
///     fileprivate func makeFakeClock() -> FakeClock { … }
/// #else
///     fileprivate func makeSystemClock() -> SystemClock { … }
/// #endif
/// }
/// ```
struct GuardedFileRenderer {
    /// Spells the condition of a set of configurations.
    let spelling: ConditionSpelling
    /// Each configuration with its renderer, the primary configuration first.
    let variants: [(variant: BuildVariant, renderer: SwiftRenderer)]

    /// The whole file as UTF-8, written into one buffer as `SwiftRenderer.renderBytes()` writes a file of one
    /// configuration.
    func renderBytes() -> [UInt8] {
        let sectionsByVariant = variants.map { ($0.variant, $0.renderer.sections) }
        let merger = ConditionalUnits(spelling: spelling, all: Set(variants.map(\.variant)))
        var text: [UInt8] = []
        GeneratedUnit.write(variants[0].renderer.header, into: &text)
        for key in WrittenOrder.merged(sectionsByVariant.map { $0.1.map(\.key) }) {
            // Each way of writing the part, with the configurations that write it so, in the order first met.
            var forms: [ConditionalUnits.Form] = []
            var isSeparated: Bool?
            for (variant, sections) in sectionsByVariant {
                guard let section = sections.first(where: { $0.key == key }) else { continue }
                if isSeparated == nil { isSeparated = section.isSeparated }
                if let index = forms.firstIndex(where: { $0.unit == section.unit }) {
                    forms[index].variants.insert(variant)
                } else {
                    forms.append((section.unit, [variant]))
                }
            }
            guard !forms.isEmpty else { continue }
            if isSeparated == true { text.append(UInt8(ascii: "\n")) }
            GeneratedUnit.write(merger.merge(forms), into: &text)
        }
        return text
    }
}
