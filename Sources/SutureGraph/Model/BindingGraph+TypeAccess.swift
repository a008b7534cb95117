import SutureSyntax

extension BindingGraph {
    /// The types declared in the scanned sources that `canonical` names and that are not public, by name: `Stove`
    /// for `Stove?`, `User` for `Repository<User>` when `Repository` is public. A type of a module that is not
    /// scanned counts as public: the target can only name it through an `import`.
    func nonPublicTypes(in canonical: String) -> [TypeAccess.Named] {
        guard !typeAccess.isEmpty else { return [] }
        if TypeExpression.isPlainDottedName(canonical) {
            // One name, the most common type: no expression to parse and walk.
            guard let access = typeAccess[canonical], !access.isPublic else { return [] }
            return [TypeAccess.Named(name: canonical, access: access)]
        }
        var found: [String: TypeAccess] = [:]
        func visit(_ type: TypeExpression) {
            switch type {
            case .named(let parts):
                let name = parts.count == 1 ? parts[0].name : parts.map(\.name).joined(separator: ".")
                if let access = typeAccess[name], !access.isPublic { found[name] = access }
                for argument in parts.flatMap(\.arguments) { visit(argument) }
            case .optional(let wrapped), .array(let wrapped), .metatype(let wrapped, _): visit(wrapped)
            case .dictionary(let key, let value):
                visit(key)
                visit(value)
            case .tuple(let elements):
                for element in elements { visit(element.type) }
            case .function(_, let parameters, _, let result):
                for parameter in parameters { visit(parameter.type) }
                visit(result)
            case .composition(let members):
                for member in members { visit(member) }
            case .verbatim: break
            }
        }
        visit(TypeExpression(parsing: canonical))
        return found.keys.sorted().compactMap { name in found[name].map { TypeAccess.Named(name: name, access: $0) } }
    }
}
