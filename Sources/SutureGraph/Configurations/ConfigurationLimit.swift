import SutureSyntax

/// Sources whose `#if` blocks tell apart more configurations than `ConfigurationSpace.limit`: the settings they read
/// and the first block that decides declarations. `TooManyConfigurationsValidator` reports it.
package struct ConfigurationLimit: Hashable, Sendable {
    /// Each setting the blocks read, spelled as a condition (`FLAG`, `os(…)`), in setting order.
    var settings: [String]
    /// The first block that decides declarations, when a file has one.
    var location: SyntaxLocation?

    /// The settings of `space`, which is past the limit, and the first block of `files`.
    init(exceededBy space: ConfigurationSpace, files: [ConditionalFile]) {
        settings = space.dimensions.map { dimension -> String in
            switch dimension.setting.kind.shape {
            case .boolean: return dimension.setting.spelled()
            case .choice, .threshold: return dimension.setting.spelled("…")
            }
        }
        location = files.first.flatMap { file in
            file.blocks.first.map { block in
                SourceLines(fileName: file.file.path, text: file.file.text)
                    .location(of: block.declaration.positionAfterSkippingLeadingTrivia)
            }
        }
    }
}
