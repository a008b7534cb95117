/// Reads a value's `Codable` form from the bytes `ScanEntryEncoder` wrote, with `ByteReader`: bytes it would not
/// write (a case no enum has, a count past the end, a value cut short) throw `ByteReader.Malformed`, never a crash.
final class ScanEntryDecoder: Decoder {
    /// The bytes read.
    fileprivate var reader: ByteReader
    /// What went wrong in a read that cannot throw (an enum's case, read as `allKeys`), thrown when decoding ends.
    fileprivate var failure: ByteReader.Malformed?

    private init(reader: ByteReader) {
        self.reader = reader
    }

    /// The value `bytes` hold, which must be read to their end.
    static func value<Value: Decodable>(_ type: Value.Type = Value.self, from bytes: [UInt8]) throws -> Value {
        let decoder = ScanEntryDecoder(reader: ByteReader(bytes))
        do {
            let value = try Value(from: decoder)
            guard decoder.reader.isAtEnd else { throw ByteReader.Malformed.invalid }
            return value
        } catch let malformed as ByteReader.Malformed {
            throw malformed
        } catch {
            // Synthesized `init(from:)` throws `DecodingError` for a case name it does not know.
            throw decoder.failure ?? .invalid
        }
    }

    /// The bytes do not name where a value stands.
    var codingPath: [any CodingKey] { [] }
    /// Nothing is passed to the values.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try Unkeyed(decoder: self) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

    fileprivate func read<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        let value: Integer? =
            Integer.isSigned ? Integer(exactly: try reader.readInt()) : Integer(exactly: try reader.readUnsigned())
        guard let value else { throw ByteReader.Malformed.invalid }
        return value
    }

    fileprivate func read(_ type: Double.Type) throws -> Double { Double(bitPattern: try reader.readUnsigned()) }

    fileprivate func read(_ type: Float.Type) throws -> Float {
        guard let bits = UInt32(exactly: try reader.readUnsigned()) else { throw ByteReader.Malformed.invalid }
        return Float(bitPattern: bits)
    }
}

extension ScanEntryDecoder {
    /// A struct's properties, or an enum's case.
    fileprivate struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: ScanEntryDecoder
        var codingPath: [any CodingKey] { [] }

        /// The case of an enum, which synthesized `init(from:)` asks for first: its name, read now.
        var allKeys: [Key] {
            do {
                return Key(stringValue: try decoder.reader.readString()).map { [$0] } ?? []
            } catch {
                decoder.failure = error as? ByteReader.Malformed ?? .invalid
                return []
            }
        }

        func contains(_ key: Key) -> Bool { true }

        /// Whether an optional property is absent: the Boolean written before it.
        func decodeNil(forKey key: Key) throws -> Bool { !(try decoder.reader.readBool()) }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.reader.readBool() }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.reader.readString() }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder.read(type) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder.read(type) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.reader.readInt() }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder.read(type) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder.read(type) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder.read(type) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder.read(type) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder.read(type) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder.read(type) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder.read(type) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder.read(type) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder.read(type) }
        func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
            try Value(from: decoder)
        }

        /// An enum case's values: its name is read already.
        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            KeyedDecodingContainer(Keyed<NestedKey>(decoder: decoder))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try Unkeyed(decoder: decoder)
        }

        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
    }

    /// An array's elements, after their count.
    fileprivate struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: ScanEntryDecoder
        let count: Int?
        private(set) var currentIndex = 0
        var codingPath: [any CodingKey] { [] }
        var isAtEnd: Bool { currentIndex == count }

        init(decoder: ScanEntryDecoder) throws {
            self.decoder = decoder
            count = try decoder.reader.readReservedCount()
        }

        /// Counts one more element, or refuses to read past the last.
        private mutating func next() throws {
            guard !isAtEnd else { throw ByteReader.Malformed.invalid }
            currentIndex += 1
        }

        mutating func decodeNil() throws -> Bool { false }
        mutating func decode(_ type: Bool.Type) throws -> Bool {
            try next()
            return try decoder.reader.readBool()
        }
        mutating func decode(_ type: String.Type) throws -> String {
            try next()
            return try decoder.reader.readString()
        }
        mutating func decode(_ type: Double.Type) throws -> Double {
            try next()
            return try decoder.read(type)
        }
        mutating func decode(_ type: Float.Type) throws -> Float {
            try next()
            return try decoder.read(type)
        }
        mutating func decode(_ type: Int.Type) throws -> Int {
            try next()
            return try decoder.reader.readInt()
        }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
        mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
            try next()
            return try Value(from: decoder)
        }

        private mutating func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
            try next()
            return try decoder.read(type)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try next()
            return KeyedDecodingContainer(Keyed<NestedKey>(decoder: decoder))
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next()
            return try Unkeyed(decoder: decoder)
        }

        mutating func superDecoder() throws -> any Decoder {
            try next()
            return decoder
        }
    }

    /// One value: a raw value, or a `String` in an array.
    fileprivate struct Single: SingleValueDecodingContainer {
        let decoder: ScanEntryDecoder
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { false }
        func decode(_ type: Bool.Type) throws -> Bool { try decoder.reader.readBool() }
        func decode(_ type: String.Type) throws -> String { try decoder.reader.readString() }
        func decode(_ type: Double.Type) throws -> Double { try decoder.read(type) }
        func decode(_ type: Float.Type) throws -> Float { try decoder.read(type) }
        func decode(_ type: Int.Type) throws -> Int { try decoder.reader.readInt() }
        func decode(_ type: Int8.Type) throws -> Int8 { try decoder.read(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try decoder.read(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try decoder.read(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try decoder.read(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try decoder.read(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.read(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.read(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.read(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.read(type) }
        func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try Value(from: decoder) }
    }
}
