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
    func diagnostics() -> [SyntaxDiagnostic] {
        ignoringDiagnostics() + parameterDiagnostics() + thrownTypeDiagnostics() + emptinessDiagnostics()
    }

    /// Unknown, mislabelled and repeated names in `ignoring:`.
    private func ignoringDiagnostics() -> [SyntaxDiagnostic] {
        let internalNames = parameters.compactMap(\.plainName)
        let ignoredNames = ignoredNames
        var seen: Set<String> = []
        var diagnostics: [SyntaxDiagnostic] = []
        for (index, ignored) in attribute.ignoredNames.enumerated() {
            guard let name = ignored.name else { continue }
            let removal = attribute.fixIt(
                InjectedParametersFix.removeIgnored(name),
                replacingWith: attribute.removingIgnored(at: index)
            )
            if !internalNames.contains(name) {
                if let parameter = parameters.first(where: { $0.plainLabel == name }),
                    let internalName = parameter.plainName
                {
                    diagnostics.append(
                        .injectedParameters(
                            .argumentLabelIgnored(label: name, parameter: internalName),
                            at: ignored.expression,
                            fixIts: [
                                attribute.fixIt(
                                    InjectedParametersFix.replaceIgnored(name, with: internalName),
                                    replacingWith: attribute.replacingIgnored(at: index, with: internalName)
                                ),
                                removal,
                            ]
                        )
                    )
                } else {
                    var fixIts = [removal]
                    let unlisted = internalNames.filter { !ignoredNames.contains($0) }
                    if let suggestion = NameDistance.closest(to: name, among: unlisted) {
                        fixIts.insert(
                            attribute.fixIt(
                                InjectedParametersFix.replaceIgnored(name, with: suggestion),
                                replacingWith: attribute.replacingIgnored(at: index, with: suggestion)
                            ),
                            at: 0
                        )
                    }
                    diagnostics.append(
                        .injectedParameters(
                            .unknownIgnoredName(name, function: function.displayName, parameters: internalNames),
                            at: ignored.expression,
                            fixIts: fixIts
                        )
                    )
                }
            } else if seen.contains(name) {
                diagnostics.append(
                    .injectedParameters(.duplicateIgnoredName(name), at: ignored.expression, fixIts: [removal])
                )
            }
            seen.insert(name)
        }
        return diagnostics
    }

    /// Parameters that cannot be injected (or, for variadic ones, cannot even be forwarded).
    private func parameterDiagnostics() -> [SyntaxDiagnostic] {
        let ignoredNames = ignoredNames
        let byName = attribute.strategy == .byName
        var diagnostics: [SyntaxDiagnostic] = []
        for parameter in parameters {
            if parameter.isVariadic {
                diagnostics.append(variadicDiagnostic(parameter))
                continue
            }
            guard !parameter.isKept(ignoring: ignoredNames) else { continue }
            let isNamed = parameter.plainName != nil
            let problem: InjectedParametersMisuse
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
                    .injectedParameters(
                        .unnamedParameterByName(parameter: parameter.displayName),
                        at: parameter.syntax.firstName
                    )
                )
                continue
            } else {
                continue
            }
            var fixIts: [SyntaxFixIt] = []
            if let name = parameter.plainName {
                fixIts.append(
                    attribute.fixIt(
                        InjectedParametersFix.addToIgnoring(name), replacingWith: attribute.addingIgnored(name)))
            }
            diagnostics.append(.injectedParameters(problem, at: parameter.syntax.type, fixIts: fixIts))
        }
        return diagnostics
    }

    /// Generic parameters that only a typed `throws(E)` names. The overload throws `any Error` (resolving can fail),
    /// so nothing in its signature would name them and Swift would reject it ("not used in function signature").
    private func thrownTypeDiagnostics() -> [SyntaxDiagnostic] {
        guard let thrownType = function.thrownType else { return [] }
        let genericNames = function.genericParameterNames
        let thrownNames = InjectedParametersParameter.genericNames(in: thrownType, among: genericNames)
        guard !thrownNames.isEmpty else { return [] }
        let ignoredNames = ignoredNames
        var named: Set<String> = []
        for parameter in parameters where parameter.isKept(ignoring: ignoredNames) {
            named.formUnion(InjectedParametersParameter.genericNames(in: parameter.syntax.type, among: genericNames))
        }
        if let returnType = function.returnType {
            named.formUnion(InjectedParametersParameter.genericNames(in: returnType, among: genericNames))
        }
        // A same-type requirement (`where Body.Failure == E`) can tie it to a generic the overload keeps.
        for requirement in function.genericWhereClause?.requirements ?? [] {
            if case .sameTypeRequirement(let sameType) = requirement.requirement {
                named.formUnion(InjectedParametersParameter.genericNames(in: sameType, among: genericNames))
            }
        }
        return thrownNames.filter { !named.contains($0) }.map { name in
            .injectedParameters(
                .genericOnlyInThrownType(
                    generic: name,
                    thrownType: InjectedParametersSyntaxText.flat(thrownType),
                    function: function.displayName
                ),
                at: thrownType
            )
        }
    }

    /// A variadic parameter, with a fix-it that turns `T...` into `[T]`.
    private func variadicDiagnostic(_ parameter: InjectedParametersParameter) -> SyntaxDiagnostic {
        let elementType = InjectedParametersSyntaxText.flat(parameter.syntax.type)
        var replacements: [SyntaxFixIt.Replacement] = [
            .init(
                oldNode: parameter.syntax.type,
                newNode: TypeSyntax(stringLiteral: "[\(elementType)]")
                    .with(\.leadingTrivia, parameter.syntax.type.leadingTrivia)
                    .with(\.trailingTrivia, parameter.syntax.type.trailingTrivia)
            )
        ]
        if let ellipsis = parameter.syntax.ellipsis {
            let placeholder = TokenSyntax(
                .identifier(""),
                leadingTrivia: [],
                trailingTrivia: ellipsis.trailingTrivia,
                presence: .present
            )
            replacements.append(.init(oldNode: ellipsis, newNode: placeholder))
        }
        return .injectedParameters(
            .variadicParameter(name: parameter.displayName, type: elementType),
            at: parameter.syntax.ellipsis.map(Syntax.init) ?? Syntax(parameter.syntax.type),
            fixIts: [SyntaxFixIt(message: InjectedParametersFix.useArray(elementType), replacements: replacements)]
        )
    }

    /// No parameter left to inject: the overload would have the declaration's own signature.
    private func emptinessDiagnostics() -> [SyntaxDiagnostic] {
        if parameters.isEmpty {
            return [
                .injectedParameters(
                    .noParameters(function: function.displayName),
                    at: function.parameterClause,
                    fixIts: [attribute.removalFixIt()]
                )
            ]
        }
        let ignoredNames = ignoredNames
        guard parameters.allSatisfy({ $0.isKept(ignoring: ignoredNames) }) else { return [] }
        return [
            .injectedParameters(
                .everyParameterIgnored(function: function.displayName),
                at: attribute.attribute,
                fixIts: [attribute.removalFixIt()]
            )
        ]
    }
}
