/// Turns type spellings into canonical keys: nested names resolved from their lexical scope, typealiases
/// expanded, module prefixes dropped, `any P`/`P`, `Optional<T>`/`T?`/`T!` and `Array`/`Dictionary` unified.
struct TypeResolver {
    private let declaredTypes: Set<String>
    private let aliases: [String: DeclarationIndex.Alias]
    private let moduleNames: Set<String>
    /// The full names of the types that have nested types or typealiases: `Kitchen` for `Kitchen.Oven`.
    private let namespaces: Set<String>
    /// The module that declares each type, by full name, for imports and access checks.
    let declaringModule: [String: String]
    /// The full names of the protocols declared in the scanned sources, which generated code spells `any P`.
    let protocols: Set<String>
    /// How far each declared type is visible, by full name, narrowed by the types it is nested in.
    private(set) var accessLevels: [String: TypeAccess] = [:]
    /// What each declared or extended type conforms to, by full name (canonical spellings).
    private(set) var conformances = ConformanceTable()
    /// What was resolved so far: the same spellings come back from many declarations.
    private let resolved = TypeSpellingCache()

    init(modules: [ScannedModule]) {
        // How far each type is visible depends on the declarations alone: worked out on another processor meanwhile.
        let access = BackgroundValue { Self.accessLevels(of: modules) }
        // Sized once for every type: grown step by step, the tables rehashed every name again and again.
        let typeCount = modules.reduce(0) { $0 + $1.types.count }
        var declared = Set<String>(minimumCapacity: typeCount)
        var owners = [String: String](minimumCapacity: typeCount)
        var aliasTable: [String: DeclarationIndex.Alias] = [:]
        for module in modules {
            for entry in module.types where !entry.isExtension {
                declared.insert(entry.fullName)
                if owners[entry.fullName] == nil { owners[entry.fullName] = module.name }
            }
            for alias in module.aliases where aliasTable[alias.fullName] == nil {
                aliasTable[alias.fullName] = alias
            }
        }
        declaredTypes = declared
        var enclosing: Set<String> = []
        for name in declared.union(aliasTable.keys) {
            var prefix = name[...]
            while let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) {
                prefix = prefix[..<dot]
                guard enclosing.insert(String(prefix)).inserted else { break }
            }
        }
        namespaces = enclosing
        protocols = Set(modules.flatMap { $0.types.filter(\.isProtocol).map(\.fullName) })
        aliases = aliasTable
        declaringModule = owners
        moduleNames = Set(modules.map(\.name) + ["Swift", "Suture", "SutureRuntime"])
        var conformanceTable = [String: Set<String>](minimumCapacity: typeCount)
        for module in modules {
            for entry in module.types {
                let name = resolve(entry.fullName, in: []).description
                for inherited in entry.inherited {
                    conformanceTable[name, default: []].insert(resolve(inherited, in: entry.scope).description)
                }
            }
        }
        conformances = ConformanceTable(inherited: conformanceTable, declaredTypes: declared)
        accessLevels = access.result()
    }

    /// How far each type declared in `modules` is visible, by full name: its own level narrowed by the types it is
    /// nested in.
    private static func accessLevels(of modules: [ScannedModule]) -> [String: TypeAccess] {
        var ownAccess = [String: TypeAccess](minimumCapacity: modules.reduce(0) { $0 + $1.types.count })
        for module in modules {
            for entry in module.types where !entry.isExtension && ownAccess[entry.fullName] == nil {
                ownAccess[entry.fullName] = entry.access
            }
        }
        var effectiveAccess = [String: TypeAccess](minimumCapacity: ownAccess.count)
        for (name, own) in ownAccess {
            var access = own
            var prefix = name[...]
            while let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) {
                prefix = prefix[..<dot]
                if let enclosing = ownAccess[String(prefix)] { access = access.narrowed(by: enclosing) }
            }
            effectiveAccess[name] = access
        }
        return effectiveAccess
    }

    /// The canonical expression of `spelling` as read inside `scope` (the enclosing type names, outermost first).
    func resolve(_ spelling: String, in scope: [String]) -> TypeExpression {
        resolve(TypeSpellingCache.Key(spelling: spelling, scope: significantPart(of: scope)))
    }

    /// The canonical spelling of `spelling` as read inside `scope`.
    func canonical(_ spelling: String, in scope: [String]) -> String {
        let key = TypeSpellingCache.Key(spelling: spelling, scope: significantPart(of: scope))
        if let known = resolved.canonicalSpellings[key] { return known }
        let canonical = resolve(key).description
        resolved.canonicalSpellings[key] = canonical
        return canonical
    }

    /// The expression of a spelling read in the significant part of its scope, resolved once and then kept.
    private func resolve(_ key: TypeSpellingCache.Key) -> TypeExpression {
        if let known = resolved.expressions[key] { return known }
        let parsed = TypeExpression(parsing: key.spelling)
        let expression: TypeExpression
        if key.scope.isEmpty, case .named(let parts) = parsed, parts.count == 1, parts[0].arguments.isEmpty,
            aliases[parts[0].name] == nil
        {
            // One plain name read at the top level that no typealias gives: it is its own canonical form.
            expression = parsed
        } else {
            expression = resolve(parsed, in: key.scope, depth: 0)
        }
        resolved.expressions[key] = expression
        for name in Self.namesAfterAny(in: key.spelling) {
            resolved.existentials.insert(resolve(TypeExpression(parsing: name), in: key.scope, depth: 0).description)
        }
        return expression
    }

    /// The protocols generated code spells `any P`: those declared in the scanned sources, and those the sources
    /// write after `any` (a protocol of a module that is not scanned, such as a framework's).
    var existentialNames: Set<String> { protocols.union(resolved.existentials) }

    /// The names written after `any` in a spelling, those of a composition (`any A & B`) included.
    static func namesAfterAny(in spelling: String) -> [String] {
        guard spelling.containsUTF8("any ") else { return [] }
        let characters = Array(spelling)
        func isNameCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_" || character == "."
        }
        var names: [String] = []
        var index = 0
        while index + 4 <= characters.count {
            let startsWord = index == 0 || !isNameCharacter(characters[index - 1])
            guard startsWord, String(characters[index..<(index + 4)]) == "any " else {
                index += 1
                continue
            }
            index += 4
            while true {
                while index < characters.count, characters[index] == " " { index += 1 }
                var name = ""
                while index < characters.count, isNameCharacter(characters[index]) {
                    name.append(characters[index])
                    index += 1
                }
                if !name.isEmpty { names.append(name) }
                while index < characters.count, characters[index] == " " { index += 1 }
                guard index < characters.count, characters[index] == "&" else { break }
                index += 1
            }
        }
        return names
    }

    /// The outermost part of `scope` that can change what a name read in it means: up to the innermost type that
    /// has nested types or typealiases. A name read in a type without any resolves as in the type around it, so
    /// the spellings of all such types share their resolutions.
    private func significantPart(of scope: [String]) -> [String] {
        var length = scope.count
        while length > 0, !namespaces.contains(scope.prefix(length).joined(separator: ".")) { length -= 1 }
        return length == scope.count ? scope : Array(scope.prefix(length))
    }

    /// The full names of the types declared in the scanned sources.
    var declaredTypeNames: Set<String> { declaredTypes }

    private func resolve(_ expression: TypeExpression, in scope: [String], depth: Int) -> TypeExpression {
        expression.mapNames { parts in
            var parts = parts
            if parts.count > 1, parts[0].arguments.isEmpty, moduleNames.contains(parts[0].name),
                !declaredTypes.contains(parts[0].name)
            {
                parts.removeFirst()
            }
            if parts.count == 1 {
                let only = parts[0]
                switch (only.name, only.arguments.count) {
                case ("Optional", 1): return .optional(only.arguments[0])
                case ("Array", 1): return .array(only.arguments[0])
                case ("Dictionary", 2): return .dictionary(only.arguments[0], only.arguments[1])
                default: break
                }
            }
            for length in stride(from: scope.count, through: 0, by: -1) {
                let joined =
                    length == 0 ? parts[0].name : scope.prefix(length).joined(separator: ".") + "." + parts[0].name
                guard declaredTypes.contains(joined) || aliases[joined] != nil else { continue }
                let prefix = scope.prefix(length).map { TypeExpression.NamePart(name: $0, arguments: []) }
                parts = prefix + parts
                break
            }
            let fullName = parts.count == 1 ? parts[0].name : parts.map(\.name).joined(separator: ".")
            if depth < 8, parts.allSatisfy(\.arguments.isEmpty), let alias = aliases[fullName] {
                return resolve(TypeExpression(parsing: alias.target), in: alias.scope, depth: depth + 1)
            }
            return .named(parts)
        }
    }
}
