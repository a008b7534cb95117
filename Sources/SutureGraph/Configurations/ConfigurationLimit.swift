import SutureSyntax

/// The error for sources whose `#if` blocks tell apart more configurations than `ConfigurationSpace.limit`.
enum ConfigurationLimit {
    /// The error, at the first block that decides declarations.
    static func diagnostic(space: ConfigurationSpace, files: [ConditionalFile]) -> GraphDiagnostic {
        let settings = space.dimensions.map { dimension -> String in
            switch dimension.setting.kind.shape {
            case .boolean: return dimension.setting.spelled()
            case .choice, .threshold: return dimension.setting.spelled("…")
            }
        }
        let location = files.first.flatMap { file in
            file.blocks.first.map { block in
                SourceLines(fileName: file.file.path, text: file.file.text)
                    .location(of: block.declaration.positionAfterSkippingLeadingTrivia)
            }
        }
        return GraphDiagnostic(
            .tooManyConfigurations,
            message: "the #if blocks around Suture declarations read \(settings.count) settings "
                + "(\(settings.joined(separator: ", "))), which make more than \(ConfigurationSpace.limit) "
                + "configurations of the build to check",
            at: location,
            help: "decide fewer declarations with #if: keep one declaration and branch inside its body, or "
                + "gather conditions that go together under one custom condition"
        )
    }
}
