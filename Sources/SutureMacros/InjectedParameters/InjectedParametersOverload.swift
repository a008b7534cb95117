import SwiftSyntax

/// The source of the overload `@InjectedParameters` generates.
///
/// ```swift
/// @_disfavoredOverload
/// public convenience init(file: URL) async throws {
///     try await self.init(
///         file: file,
///         session: try await SutureRuntime.Container.current.resolveAsync(Session.self)
///     )
/// }
/// ```
///
/// A synchronous overload resolves with `resolve`; an `async` one with `resolveAsync`, which also reaches
/// bindings registered with `AsyncRegister`.
struct InjectedParametersOverload {
    let function: InjectedParametersFunction
    let enclosure: InjectedParametersEnclosure
    let parameters: [InjectedParametersParameter]
    let ignoredNames: Set<String>
    let byName: Bool

    /// Modifiers the overload shares with the declaration; `override`, `required`, `convenience`,
    /// `dynamic`, `optional` and `distributed` belong to the declaration alone.
    private static let copiedModifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open",
        "static", "class", "final", "mutating", "nonmutating", "nonisolated",
        "consuming", "borrowing", "__consuming",
    ]

    /// Attributes that belong to the declaration alone: Suture's own (copying them would expand or
    /// register the overload again), Objective-C exposure, and symbol-level attributes.
    private static let droppedAttributes: Set<String> = [
        "InjectedParameters", "Inject", "Injectable", "Provides", "Module", "Component",
        "_disfavoredOverload", "objc", "nonobjc", "objcMembers", "IBAction", "IBSegueAction",
        "_cdecl", "_silgen_name", "_dynamicReplacement", "_expose", "_implements", "_spi_available",
        "backDeployed", "_backDeploy", "derivative", "transpose", "differentiable", "_effects", "main", "Test",
    ]

    var source: String {
        var lines = [attributeLine, signatureLine + " {"]
        lines.append("    \(callPrefix)(")
        let arguments = parameters.map { parameter in
            if isKept(parameter) {
                return parameter.argument(parameter.forwardedValue)
            }
            return parameter.argument(parameter.resolution(byName: byName, isAsync: isAsync))
        }
        for (index, argument) in arguments.enumerated() {
            lines.append("        " + argument + (index == arguments.count - 1 ? "" : ","))
        }
        lines.append("    )")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func isKept(_ parameter: InjectedParametersParameter) -> Bool {
        parameter.isKept(ignoring: ignoredNames)
    }

    private var attributeLine: String {
        let attributes: AttributeListSyntax
        switch function {
        case .function(let declaration): attributes = declaration.attributes
        case .initializer(let declaration): attributes = declaration.attributes
        }
        var texts = ["@_disfavoredOverload"]
        for element in attributes {
            // `#if` blocks of attributes are left out: they may hold the macro itself.
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            if !Self.droppedAttributes.contains(attribute.simpleName) {
                texts.append(InjectedParametersSyntaxText.flat(attribute))
            }
        }
        return texts.joined(separator: " ")
    }

    private var signatureLine: String {
        var words: [String] = []
        let modifiers: DeclModifierListSyntax
        switch function {
        case .function(let declaration): modifiers = declaration.modifiers
        case .initializer(let declaration): modifiers = declaration.modifiers
        }
        for modifier in modifiers where Self.copiedModifiers.contains(modifier.name.text) {
            words.append(InjectedParametersSyntaxText.flat(modifier))
        }
        let keptParameters = parameters.filter(isKept).map(\.keptDeclaration).joined(separator: ", ")
        let effects = isAsync ? "async throws" : "throws"
        switch function {
        case .function(let declaration):
            var head = "func \(declaration.name.text)"
            head += declaration.genericParameterClause.map(InjectedParametersSyntaxText.flat) ?? ""
            head += "(\(keptParameters)) \(effects)"
            if let returnClause = declaration.signature.returnClause {
                head += " " + InjectedParametersSyntaxText.flat(returnClause)
            }
            if let whereClause = declaration.genericWhereClause {
                head += " " + InjectedParametersSyntaxText.flat(whereClause)
            }
            words.append(head)
        case .initializer(let declaration):
            let isConvenience = declaration.modifiers.contains { $0.name.text == "convenience" }
            switch enclosure {
            case .classType:
                words.append("convenience")
            case .extensionOfType, .outsideAType, .local:
                if isConvenience { words.append("convenience") }
            case .valueOrActorType, .protocolType:
                break
            }
            var head = "init" + (declaration.optionalMark?.text ?? "")
            head += declaration.genericParameterClause.map(InjectedParametersSyntaxText.flat) ?? ""
            head += "(\(keptParameters)) \(effects)"
            if let whereClause = declaration.genericWhereClause {
                head += " " + InjectedParametersSyntaxText.flat(whereClause)
            }
            words.append(head)
        }
        return words.joined(separator: " ")
    }

    /// `return try await self.name`, `try self.init`: how the body calls the declaration.
    ///
    /// In an `async` overload each resolve has its own `try await`, so the call itself is tried only when the
    /// declaration throws (a `try` with nothing to try is a warning).
    private var callPrefix: String {
        let effects: String
        if isAsync {
            effects = declarationThrows ? "try await" : "await"
        } else {
            effects = "try"
        }
        switch function {
        case .function(let declaration):
            let returns = declaration.signature.returnClause == nil ? "" : "return "
            switch enclosure {
            case .classType, .valueOrActorType, .extensionOfType, .protocolType:
                return "\(returns)\(effects) self.\(declaration.name.text)"
            case .outsideAType, .local:
                return "\(returns)\(effects) \(declaration.name.text)"
            }
        case .initializer:
            return "\(effects) self.init"
        }
    }

    private var effectSpecifiers: FunctionEffectSpecifiersSyntax? {
        switch function {
        case .function(let declaration): declaration.signature.effectSpecifiers
        case .initializer(let declaration): declaration.signature.effectSpecifiers
        }
    }

    private var isAsync: Bool {
        effectSpecifiers?.asyncSpecifier != nil
    }

    /// Whether the declaration can throw: `throws`, `rethrows` (its closures are forwarded as throwing ones) or
    /// typed `throws(E)`, except `throws(Never)`.
    private var declarationThrows: Bool {
        guard let throwsClause = effectSpecifiers?.throwsClause else { return false }
        let thrownType = throwsClause.type.map { InjectedParametersSyntaxText.flat($0) }
        return thrownType != "Never" && thrownType != "Swift.Never"
    }
}
