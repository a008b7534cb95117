/// Every problem `container.validate()` found, each a `ResolutionError` with its path.
public struct ContainerValidationError: Error, CustomStringConvertible {
    /// The problems, in a stable order: duplicates, registration mistakes, eager failures, missing bindings, cycles.
    public let problems: [ResolutionError]

    /// A header with the count, then each problem's full text, separated by blank lines.
    public var description: String {
        let header =
            problems.count == 1 ? "1 problem in the container:" : "\(problems.count) problems in the container:"
        return ([header] + problems.map(\.description)).joined(separator: "\n\n")
    }
}
