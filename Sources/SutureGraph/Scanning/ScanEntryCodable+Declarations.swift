import SutureSyntax

// How each part of a file's scan is written into a scan cache entry: its stored properties in declaration order,
// an enum as a tag (its case's place) and the case's values. A property added to one of these types needs a line
// here and a new `ScanEntry.formatVersion`; `ScanEntryTests` reads every golden input's scan back to catch one
// left out.

extension AccessLevel: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        switch self {
        case .private: writer.writeTag(0)
        case .fileprivate: writer.writeTag(1)
        case .internal: writer.writeTag(2)
        case .package: writer.writeTag(3)
        case .public: writer.writeTag(4)
        case .open: writer.writeTag(5)
        }
    }

    init(from reader: inout ByteReader) throws {
        self = [.private, .fileprivate, .internal, .package, .public, .open][try reader.readTag(below: 6)]
    }
}

extension TypeKind: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        switch self {
        case .class: writer.writeTag(0)
        case .struct: writer.writeTag(1)
        case .actor: writer.writeTag(2)
        case .enum: writer.writeTag(3)
        }
    }

    init(from reader: inout ByteReader) throws {
        self = [.class, .struct, .actor, .enum][try reader.readTag(below: 4)]
    }
}

extension ScopeModel: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        switch self {
        case .transient: writer.writeTag(0)
        case .singleton: writer.writeTag(1)
        case .weak: writer.writeTag(2)
        case .graph: writer.writeTag(3)
        case .custom(let name):
            writer.writeTag(4)
            writer.write(name)
        }
    }

    init(from reader: inout ByteReader) throws {
        switch try reader.readTag(below: 5) {
        case 0: self = .transient
        case 1: self = .singleton
        case 2: self = .weak
        case 3: self = .graph
        default: self = .custom(try reader.readString())
        }
    }
}

extension DeclaredIsolation: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        switch self {
        case .unspecified: writer.writeTag(0)
        case .nonisolated: writer.writeTag(1)
        case .globalActor(let name):
            writer.writeTag(2)
            writer.write(name)
        }
    }

    init(from reader: inout ByteReader) throws {
        switch try reader.readTag(below: 3) {
        case 0: self = .unspecified
        case 1: self = .nonisolated
        default: self = .globalActor(try reader.readString())
        }
    }
}

extension SyntaxLocation: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.write(file)
        writer.write(line)
        writer.write(column)
    }

    init(from reader: inout ByteReader) throws {
        self.init(file: try reader.readString(), line: try reader.readInt(), column: try reader.readInt())
    }
}

extension ParameterKind: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        switch self {
        case .plain: writer.writeTag(0)
        case .optional(let wrapped):
            writer.writeTag(1)
            writer.write(wrapped)
        case .lazy(let type):
            writer.writeTag(2)
            writer.write(type)
        case .provider(let type):
            writer.writeTag(3)
            writer.write(type)
        case .set(let element):
            writer.writeTag(4)
            writer.write(element)
        case .map(let key, let value):
            writer.writeTag(5)
            writer.write(key)
            writer.write(value)
        case .factory(let arguments, let result, let isThrowing):
            writer.writeTag(6)
            writer.encode(arguments)
            writer.write(result)
            writer.write(isThrowing)
        case .argument: writer.writeTag(7)
        }
    }

    init(from reader: inout ByteReader) throws {
        switch try reader.readTag(below: 8) {
        case 0: self = .plain
        case 1: self = .optional(wrapped: try reader.readString())
        case 2: self = .lazy(of: try reader.readString())
        case 3: self = .provider(of: try reader.readString())
        case 4: self = .set(of: try reader.readString())
        case 5: self = .map(key: try reader.readString(), value: try reader.readString())
        case 6:
            self = .factory(
                arguments: try reader.decode(), result: try reader.readString(), isThrowing: try reader.readBool())
        default: self = .argument
        }
    }
}

extension Parameter: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.encode(label)
        writer.write(name)
        writer.write(typeSpelling)
        writer.encode(kind)
        writer.encode(qualifier)
        writer.encode(defaultValue)
        writer.encode(location)
    }

    init(from reader: inout ByteReader) throws {
        self.init(
            label: try reader.decode(), name: try reader.readString(), typeSpelling: try reader.readString(),
            kind: try reader.decode(), qualifier: try reader.decode(), defaultValue: try reader.decode(),
            location: try reader.decode())
    }
}

extension InjectableInitializer.Origin: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        switch self {
        case .explicit: writer.writeTag(0)
        case .implicitNoArguments: writer.writeTag(1)
        case .memberwise: writer.writeTag(2)
        }
    }

    init(from reader: inout ByteReader) throws {
        self = [.explicit, .implicitNoArguments, .memberwise][try reader.readTag(below: 3)]
    }
}

extension InjectableInitializer: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.encode(origin)
        writer.encode(parameters)
        writer.write(isThrowing)
        writer.write(isAsync)
        writer.write(isMarkedInject)
        writer.encode(accessLevel)
        writer.encode(isolation)
        writer.encode(location)
    }

    init(from reader: inout ByteReader) throws {
        self.init(
            origin: try reader.decode(), parameters: try reader.decode(), isThrowing: try reader.readBool(),
            isAsync: try reader.readBool(), isMarkedInject: try reader.readBool(), accessLevel: try reader.decode(),
            isolation: try reader.decode(), location: try reader.decode())
    }
}

extension InjectedProperty.Fallback: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        switch self {
        case .staysNil: writer.writeTag(0)
        case .keepsDefault(let value):
            writer.writeTag(1)
            writer.write(value)
        }
    }

    init(from reader: inout ByteReader) throws {
        self = try reader.readTag(below: 2) == 0 ? .staysNil : .keepsDefault(try reader.readString())
    }
}

extension InjectedProperty: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.write(name)
        writer.write(typeSpelling)
        writer.write(dependencySpelling)
        writer.encode(fallback)
        writer.encode(qualifier)
        writer.encode(location)
    }

    init(from reader: inout ByteReader) throws {
        self.init(
            name: try reader.readString(), typeSpelling: try reader.readString(),
            dependencySpelling: try reader.readString(), fallback: try reader.decode(), qualifier: try reader.decode(),
            location: try reader.decode())
    }
}

extension InjectableDeclaration: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.write(typeName)
        writer.encode(kind)
        writer.encode(accessLevel)
        writer.encode(aliases)
        writer.encode(qualifier)
        writer.encode(scope)
        writer.write(isEager)
        writer.encode(initializer)
        writer.encode(injectedProperties)
        writer.encode(isolation)
        writer.encode(typeIsolation)
        writer.encode(location)
        writer.encode(attributeLocation)
        writer.encode(genericParameters)
        writer.write(isDeclaredSendable)
    }

    init(from reader: inout ByteReader) throws {
        self.init(
            typeName: try reader.readString(), kind: try reader.decode(), accessLevel: try reader.decode(),
            aliases: try reader.decode(), qualifier: try reader.decode(), scope: try reader.decode(),
            isEager: try reader.readBool(), initializer: try reader.decode(), injectedProperties: try reader.decode(),
            isolation: try reader.decode(), typeIsolation: try reader.decode(), location: try reader.decode(),
            attributeLocation: try reader.decode(), genericParameters: try reader.decode(),
            isDeclaredSendable: try reader.readBool())
    }
}

extension MultibindingContribution: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        switch self {
        case .set: writer.writeTag(0)
        case .elements: writer.writeTag(1)
        case .map(let key):
            writer.writeTag(2)
            writer.write(key)
        }
    }

    init(from reader: inout ByteReader) throws {
        switch try reader.readTag(below: 3) {
        case 0: self = .set
        case 1: self = .elements
        default: self = .map(key: try reader.readString())
        }
    }
}

extension IfConfigPlacement: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.encode(earlierConditions)
        writer.encode(condition)
    }

    init(from reader: inout ByteReader) throws {
        self.init(earlierConditions: try reader.decode(), condition: try reader.decode())
    }
}

extension ProviderDeclaration: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.write(name)
        writer.write(typeSpelling)
        writer.encode(parameters)
        writer.encode(qualifier)
        writer.encode(scope)
        writer.encode(contribution)
        writer.write(isThrowing)
        writer.write(isAsync)
        writer.encode(isolation)
        writer.encode(location)
        writer.encode(clauses)
    }

    init(from reader: inout ByteReader) throws {
        self.init(
            name: try reader.readString(), typeSpelling: try reader.readString(), parameters: try reader.decode(),
            qualifier: try reader.decode(), scope: try reader.decode(), contribution: try reader.decode(),
            isThrowing: try reader.readBool(), isAsync: try reader.readBool(), isolation: try reader.decode(),
            location: try reader.decode())
        clauses = try reader.decode()
    }
}

extension ModuleDeclaration: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.write(name)
        writer.encode(accessLevel)
        writer.encode(includes)
        writer.encode(installIn)
        writer.encode(providers)
        writer.encode(location)
        writer.encode(unreadableProviderTypes)
    }

    init(from reader: inout ByteReader) throws {
        self.init(
            name: try reader.readString(), accessLevel: try reader.decode(), includes: try reader.decode(),
            installIn: try reader.decode(), providers: try reader.decode(), location: try reader.decode(),
            unreadableProviderTypes: try reader.decode())
    }
}

extension EntryPoint.Kind: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        switch self {
        case .property: writer.writeTag(0)
        case .function: writer.writeTag(1)
        }
    }

    init(from reader: inout ByteReader) throws {
        self = try reader.readTag(below: 2) == 0 ? .property : .function
    }
}

extension EntryPoint: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.write(name)
        writer.encode(kind)
        writer.write(typeSpelling)
        writer.encode(requestKind)
        writer.encode(qualifier)
        writer.encode(parameters)
        writer.write(isThrowing)
        writer.write(isAsync)
        writer.encode(location)
    }

    init(from reader: inout ByteReader) throws {
        self.init(
            name: try reader.readString(), kind: try reader.decode(), typeSpelling: try reader.readString(),
            requestKind: try reader.decode(), qualifier: try reader.decode(), parameters: try reader.decode(),
            isThrowing: try reader.readBool(), isAsync: try reader.readBool(), location: try reader.decode())
    }
}

extension ComponentDeclaration: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.write(name)
        writer.encode(accessLevel)
        writer.encode(modules)
        writer.encode(omittedModules)
        writer.encode(scope)
        writer.encode(boundInstances)
        writer.encode(entryPoints)
        writer.encode(isolation)
        writer.write(isSendable)
        writer.encode(location)
        writer.encode(modulesLocation)
    }

    init(from reader: inout ByteReader) throws {
        self.init(
            name: try reader.readString(), accessLevel: try reader.decode(), modules: try reader.decode(),
            omittedModules: try reader.decode(), scope: try reader.decode(), boundInstances: try reader.decode(),
            entryPoints: try reader.decode(), isolation: try reader.decode(), isSendable: try reader.readBool(),
            location: try reader.decode(), modulesLocation: try reader.decode())
    }
}

extension Annotated: ScanEntryCodable where Model: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.encode(enclosingTypeNames)
        writer.encode(model)
        writer.write(isLocal)
    }

    init(from reader: inout ByteReader) throws {
        self.init(enclosingTypeNames: try reader.decode(), model: try reader.decode(), isLocal: try reader.readBool())
    }
}

extension DiagnosticRule: ScanEntryCodable {
    func write(to writer: inout ByteWriter) { writer.write(rawValue) }

    init(from reader: inout ByteReader) throws {
        guard let rule = DiagnosticRule(rawValue: try reader.readString()) else { throw ByteReader.Malformed.invalid }
        self = rule
    }
}
