import SutureSyntax

// How what scanning found, beyond the annotations, is written into a scan cache entry (see
// `ScanEntryCodable+Declarations.swift`).

extension TypeAccess: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.encode(level)
        writer.write(isWritten)
    }

    init(from reader: inout ByteReader) throws {
        self.init(level: try reader.decode(), isWritten: try reader.readBool())
    }
}

extension DeclarationIndex.TypeEntry: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.write(fullName)
        writer.encode(inherited)
        writer.encode(scope)
        writer.write(isExtension)
        writer.write(isProtocol)
        writer.encode(access)
    }

    init(from reader: inout ByteReader) throws {
        self.init(
            fullName: try reader.readString(), inherited: try reader.decode(), scope: try reader.decode(),
            isExtension: try reader.readBool(), isProtocol: try reader.readBool(), access: try reader.decode())
    }
}

extension DeclarationIndex.Alias: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.write(fullName)
        writer.write(target)
        writer.encode(scope)
    }

    init(from reader: inout ByteReader) throws {
        self.init(fullName: try reader.readString(), target: try reader.readString(), scope: try reader.decode())
    }
}

extension NestingCheck.Violation: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        switch kind {
        case .squareBrackets: writer.writeTag(0)
        case .brackets: writer.writeTag(1)
        }
        writer.write(line)
        writer.write(column)
    }

    init(from reader: inout ByteReader) throws {
        self.init(
            kind: try reader.readTag(below: 2) == 0 ? .squareBrackets : .brackets, line: try reader.readInt(),
            column: try reader.readInt())
    }
}

extension SkippedFile: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.write(path)
        writer.encode(violation)
    }

    init(from reader: inout ByteReader) throws {
        self.init(path: try reader.readString(), violation: try reader.decode())
    }
}

extension DeclarationProblem: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.encode(rule)
        switch severity {
        case .error: writer.writeTag(0)
        case .warning: writer.writeTag(1)
        }
        writer.write(message)
        writer.encode(location)
        writer.encode(fixes)
    }

    init(from reader: inout ByteReader) throws {
        self.init(
            rule: try reader.decode(), severity: try reader.readTag(below: 2) == 0 ? .error : .warning,
            message: try reader.readString(), location: try reader.decode(), fixes: try reader.decode())
    }
}

extension ScannedModule: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.write(name)
        writer.write(isTarget)
        writer.encode(injectables)
        writer.encode(modules)
        writer.encode(components)
        writer.encode(types)
        writer.encode(aliases)
        writer.encode(injectableNames)
        // Sorted, so the same scan always writes the same bytes.
        writer.encode(imports.sorted())
        writer.encode(skippedFiles)
        writer.encode(diagnostics)
    }

    init(from reader: inout ByteReader) throws {
        self.init(name: try reader.readString(), isTarget: try reader.readBool())
        injectables = try reader.decode()
        modules = try reader.decode()
        components = try reader.decode()
        types = try reader.decode()
        aliases = try reader.decode()
        injectableNames = try reader.decode()
        imports = Set(try reader.decode([String].self))
        skippedFiles = try reader.decode()
        diagnostics = try reader.decode()
    }
}
