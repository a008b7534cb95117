/// A value the scan cache writes into its entries with `ByteWriter` and reads back with `ByteReader`: each type
/// writes its stored properties in a fixed order, and reading refuses what the writer would not write.
protocol ScanEntryCodable {
    /// Appends the value's bytes.
    func write(to writer: inout ByteWriter)
    /// Reads a value that `write(to:)` wrote.
    init(from reader: inout ByteReader) throws
}

extension String: ScanEntryCodable {
    func write(to writer: inout ByteWriter) { writer.write(self) }
    init(from reader: inout ByteReader) throws { self = try reader.readString() }
}

extension Int: ScanEntryCodable {
    func write(to writer: inout ByteWriter) { writer.write(self) }
    init(from reader: inout ByteReader) throws { self = try reader.readInt() }
}

extension Bool: ScanEntryCodable {
    func write(to writer: inout ByteWriter) { writer.write(self) }
    init(from reader: inout ByteReader) throws { self = try reader.readBool() }
}

extension Optional: ScanEntryCodable where Wrapped: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.write(self != nil)
        if let self { self.write(to: &writer) }
    }

    init(from reader: inout ByteReader) throws {
        self = try reader.readBool() ? try Wrapped(from: &reader) : nil
    }
}

extension Array: ScanEntryCodable where Element: ScanEntryCodable {
    func write(to writer: inout ByteWriter) {
        writer.write(UInt64(count))
        for element in self { element.write(to: &writer) }
    }

    init(from reader: inout ByteReader) throws {
        let count = try reader.readCount()
        self = []
        reserveCapacity(count)
        for _ in 0..<count { append(try Element(from: &reader)) }
    }
}

extension ByteReader {
    /// A value of the type the context asks for, as it reads itself.
    mutating func decode<Value: ScanEntryCodable>(_ type: Value.Type = Value.self) throws -> Value {
        try Value(from: &self)
    }

    /// The tag of an enum's case: a number below `caseCount`.
    mutating func readTag(below caseCount: Int) throws -> Int {
        let tag = try readUnsigned()
        guard tag < UInt64(caseCount) else { throw Malformed.invalid }
        return Int(tag)
    }
}

extension ByteWriter {
    /// Appends an enum case's tag.
    mutating func writeTag(_ tag: Int) { write(UInt64(tag)) }

    /// Appends `value` as it writes itself.
    mutating func encode(_ value: some ScanEntryCodable) {
        value.write(to: &self)
    }
}
