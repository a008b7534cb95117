import SwiftSyntax

extension AnnotationReader {
    /// Reads one parameter of an initializer or provider: how it is supplied, its qualifier and default.
    package func readParameter(_ parameter: FunctionParameterSyntax) -> Reading<Parameter> {
        var diagnostics: [SyntaxDiagnostic] = []
        let firstName = parameter.firstName
        let label = firstName.tokenKind == .wildcard ? nil : firstName.text
        let name = parameter.secondName?.text ?? label ?? firstName.text
        let named = parameter.attributes.first(.named)
        let argument = parameter.attributes.first(.argument)
        var qualifier: String?

        if let named {
            let arguments = named.labeledArguments
            if arguments.count == 1, let only = arguments.first, only.label == nil,
                let value = LiteralReading.string(only.expression)
            {
                qualifier = value
            } else {
                diagnostics.append(.namedNeedsStringLiteral(named, parameterName: name))
            }
        }
        if argument != nil, let named {
            diagnostics.append(.argumentCannotBeNamed(named, parameter: parameter, parameterName: name))
        }
        if let ellipsis = parameter.ellipsis {
            diagnostics.append(.variadicParameter(parameter, ellipsis: ellipsis, parameterName: name))
        }
        if TypeShape.hasOwnershipSpecifier(parameter.type) {
            diagnostics.append(.parameterWithOwnershipSpecifier(parameter.type, parameterName: name))
        }
        if TypeShape.isOpaque(parameter.type) {
            diagnostics.append(.opaqueParameter(parameter.type, parameterName: name))
        }
        let model = Parameter(
            label: label,
            name: name,
            typeSpelling: TypeShape.spelling(of: parameter.type),
            kind: argument == nil ? TypeShape.kind(of: parameter.type) : .argument,
            qualifier: qualifier,
            defaultValue: parameter.defaultValue?.value.trimmedSource,
            location: location(of: parameter)
        )
        return Reading(model: diagnostics.isEmpty ? model : nil, diagnostics: diagnostics)
    }

    /// Reads every parameter of a clause; the models are `nil` when any parameter has an error.
    func readParameters(_ clause: FunctionParameterClauseSyntax) -> Reading<[Parameter]> {
        var parameters: [Parameter] = []
        var diagnostics: [SyntaxDiagnostic] = []
        for parameter in clause.parameters {
            let reading = readParameter(parameter)
            diagnostics += reading.diagnostics
            if let model = reading.model { parameters.append(model) }
        }
        return Reading(model: diagnostics.isEmpty ? parameters : nil, diagnostics: diagnostics)
    }
}
