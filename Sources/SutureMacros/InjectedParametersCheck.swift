import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

/// The checks of `@InjectedParameters` that need both the attribute and the parameters.
struct InjectedParametersCheck {
    let attribute: InjectedParametersAttribute
    let function: InjectedParametersFunction
    let parameters: [InjectedParametersParameter]

    /// The literal names in `ignoring:`.
    var ignoredNames: Set<String> {
        Set(attribute.ignoredNames.compactMap(\.name))
    }

    /// Every misuse, in source order of what it points at.
    func diagnostics() -> [Diagnostic] {
        ignoringDiagnostics() + parameterDiagnostics() + emptinessDiagnostics()
    }

    /// Unknown, mislabelled and repeated names in `ignoring:`.
    private func ignoringDiagnostics() -> [Diagnostic] {
        let internalNames = parameters.compactMap(\.plainName)
        let ignoredNames = ignoredNames
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for (index, ignored) in attribute.ignoredNames.enumerated() {
            guard let name = ignored.name else { continue }
            let removal = attribute.fixIt(
                .removeIgnored(name),
                replacingWith: attribute.removingIgnored(at: index)
            )
            if !internalNames.contains(name) {
                if let parameter = parameters.first(where: { $0.plainLabel == name }),
                    let internalName = parameter.plainName
                {
                    diagnostics.append(
                        Diagnostic(
                            node: ignored.expression,
                            message: InjectedParametersDiagnostic.argumentLabelIgnored(
                                label: name,
                                parameter: internalName
                            ),
                            fixIts: [
                                attribute.fixIt(
                                    .replaceIgnored(name, with: internalName),
                                    replacingWith: attribute.replacingIgnored(at: index, with: internalName)
                                ),
                                removal,
                            ]
                        )
                    )
                } else {
                    var fixIts = [removal]
                    let unlisted = internalNames.filter { !ignoredNames.contains($0) }
                    if let suggestion = Self.closest(to: name, among: unlisted) {
                        fixIts.insert(
                            attribute.fixIt(
                                .replaceIgnored(name, with: suggestion),
                                replacingWith: attribute.replacingIgnored(at: index, with: suggestion)
                            ),
                            at: 0
                        )
                    }
                    diagnostics.append(
                        Diagnostic(
                            node: ignored.expression,
                            message: InjectedParametersDiagnostic.unknownIgnoredName(
                                name,
                                function: function.displayName,
                                parameters: internalNames
                            ),
                            fixIts: fixIts
                        )
                    )
                }
            } else if seen.contains(name) {
                diagnostics.append(
                    Diagnostic(
                        node: ignored.expression,
                        message: InjectedParametersDiagnostic.duplicateIgnoredName(name),
                        fixIts: [removal]
                    )
                )
            }
            seen.insert(name)
        }
        return diagnostics
    }

    /// Parameters that cannot be injected (or, for variadic ones, cannot even be forwarded).
    private func parameterDiagnostics() -> [Diagnostic] {
        let ignoredNames = ignoredNames
        let byName = attribute.strategy == .byName
        var diagnostics: [Diagnostic] = []
        for parameter in parameters {
            if parameter.isVariadic {
                diagnostics.append(variadicDiagnostic(parameter))
                continue
            }
            guard !parameter.isKept(ignoring: ignoredNames) else { continue }
            let isNamed = parameter.plainName != nil
            let problem: InjectedParametersDiagnostic
            if parameter.isInout {
                problem = .inoutParameter(name: parameter.displayName, isNamed: isNamed)
            } else if parameter.isIsolated {
                problem = .isolatedParameter(name: parameter.displayName, isNamed: isNamed)
            } else if parameter.isAutoclosure {
                problem = .autoclosureParameter(name: parameter.displayName, isNamed: isNamed)
            } else if let mention = parameter.genericMention {
                problem = .genericParameter(
                    name: parameter.displayName,
                    type: InjectedParametersSyntaxText.flat(parameter.syntax.type),
                    mention: mention,
                    isNamed: isNamed
                )
            } else if byName && parameter.internalName == nil && parameter.namedQualifier == nil {
                diagnostics.append(
                    Diagnostic(
                        node: parameter.syntax.firstName,
                        message: InjectedParametersDiagnostic.unnamedParameterByName(
                            parameter: parameter.displayName
                        )
                    )
                )
                continue
            } else {
                continue
            }
            var fixIts: [FixIt] = []
            if let name = parameter.plainName {
                fixIts.append(attribute.fixIt(.addToIgnoring(name), replacingWith: attribute.addingIgnored(name)))
            }
            diagnostics.append(Diagnostic(node: parameter.syntax.type, message: problem, fixIts: fixIts))
        }
        return diagnostics
    }

    /// A variadic parameter, with a fix-it that turns `T...` into `[T]`.
    private func variadicDiagnostic(_ parameter: InjectedParametersParameter) -> Diagnostic {
        let elementType = InjectedParametersSyntaxText.flat(parameter.syntax.type)
        var changes: [FixIt.Change] = [
            .replace(
                oldNode: Syntax(parameter.syntax.type),
                newNode: Syntax(
                    TypeSyntax(stringLiteral: "[\(elementType)]")
                        .with(\.leadingTrivia, parameter.syntax.type.leadingTrivia)
                        .with(\.trailingTrivia, parameter.syntax.type.trailingTrivia)
                )
            )
        ]
        if let ellipsis = parameter.syntax.ellipsis {
            let placeholder = TokenSyntax(
                .identifier(""),
                leadingTrivia: [],
                trailingTrivia: ellipsis.trailingTrivia,
                presence: .present
            )
            changes.append(.replace(oldNode: Syntax(ellipsis), newNode: Syntax(placeholder)))
        }
        return Diagnostic(
            node: parameter.syntax.ellipsis.map(Syntax.init) ?? Syntax(parameter.syntax.type),
            message: InjectedParametersDiagnostic.variadicParameter(name: parameter.displayName, type: elementType),
            fixIts: [FixIt(message: InjectedParametersFixIt.useArray(elementType), changes: changes)]
        )
    }

    /// No parameter left to inject: the overload would have the declaration's own signature.
    private func emptinessDiagnostics() -> [Diagnostic] {
        if parameters.isEmpty {
            return [
                Diagnostic(
                    node: function.parameterClause,
                    message: InjectedParametersDiagnostic.noParameters(function: function.displayName),
                    fixIts: [attribute.removalFixIt()]
                )
            ]
        }
        let ignoredNames = ignoredNames
        guard parameters.allSatisfy({ $0.isKept(ignoring: ignoredNames) }) else { return [] }
        return [
            Diagnostic(
                node: attribute.attribute,
                message: InjectedParametersDiagnostic.everyParameterIgnored(function: function.displayName),
                fixIts: [attribute.removalFixIt()]
            )
        ]
    }

    /// The parameter name a misspelt one most likely meant: close enough, and the only one that close.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(Array(name.lowercased()), Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= min(2, max(1, name.count / 3)) else {
            return nil
        }
        return scored.filter { $0.1 == best.1 }.count == 1 ? best.0 : nil
    }

    /// Insertions, deletions, substitutions and swaps of neighbours needed to turn `source` into `target`.
    private static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var table = Array(repeating: Array(repeating: 0, count: target.count + 1), count: source.count + 1)
        for row in 0...source.count { table[row][0] = row }
        for column in 0...target.count { table[0][column] = column }
        for row in 1...source.count {
            for column in 1...target.count {
                let cost = source[row - 1] == target[column - 1] ? 0 : 1
                var distance = min(
                    table[row - 1][column] + 1, table[row][column - 1] + 1, table[row - 1][column - 1] + cost)
                if row > 1, column > 1, source[row - 1] == target[column - 2], source[row - 2] == target[column - 1] {
                    distance = min(distance, table[row - 2][column - 2] + 1)
                }
                table[row][column] = distance
            }
        }
        return table[source.count][target.count]
    }
}
