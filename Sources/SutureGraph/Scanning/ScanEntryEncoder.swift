/// Writes a value's `Codable` form into a scan cache entry with `ByteWriter`, the bytes `ScanEntryDecoder` reads.
///
/// The bytes hold values only, in the order the value encodes them: a struct's properties (synthesized `Codable`
/// encodes them in declaration order), never their keys. An enum's case is its name (written once per entry, then by
/// number); an optional property, a Boolean that says whether a value follows; an array, a count of four bytes and its
/// elements. `nil` is kept only as a property: a `nil` element or single value is refused, so that no bytes stand for
/// nothing.
final class ScanEntryEncoder: Encoder {
    /// Why a value cannot be written.
    enum Unsupported: Error, Equatable {
        /// A `nil` that is not a property's value.
        case nilOutsideProperty
    }

    /// What is written so far.
    fileprivate var writer = ByteWriter()

    /// The bytes of `value`.
    static func bytes(of value: some Encodable) throws -> [UInt8] {
        let encoder = ScanEntryEncoder()
        try value.encode(to: encoder)
        return encoder.writer.bytes
    }

    /// The bytes do not name where a value stands.
    var codingPath: [any CodingKey] { [] }
    /// Nothing is passed to the values.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(encoder: self) }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    fileprivate func write<Integer: FixedWidthInteger>(_ value: Integer) {
        if Integer.isSigned { writer.write(Int(Int64(value))) } else { writer.write(UInt64(value)) }
    }

    fileprivate func write(_ value: Double) { writer.write(value.bitPattern) }

    fileprivate func write(_ value: Float) { writer.write(UInt64(value.bitPattern)) }
}

extension ScanEntryEncoder {
    /// A struct's properties, or an enum's case (the case's name, then its values).
    fileprivate struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: ScanEntryEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { encoder.writer.write(false) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { encoder.writer.write(value) }
        mutating func encode(_ value: String, forKey key: Key) throws { encoder.writer.write(value) }
        mutating func encode(_ value: Double, forKey key: Key) throws { encoder.write(value) }
        mutating func encode(_ value: Float, forKey key: Key) throws { encoder.write(value) }
        mutating func encode(_ value: Int, forKey key: Key) throws { encoder.writer.write(value) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { encoder.write(value) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { encoder.write(value) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { encoder.write(value) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { encoder.write(value) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { encoder.write(value) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { encoder.write(value) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { encoder.write(value) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { encoder.write(value) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { encoder.write(value) }
        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { try value.encode(to: encoder) }

        // Without these, `nil` would write nothing and a value would not say that it is there.
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try present(value, key) }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try present(value, key) }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value, key) }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try present(value, key) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try present(value, key) }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try present(value, key) }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try present(value, key) }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try present(value, key) }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try present(value, key) }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try present(value, key) }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try present(value, key) }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try present(value, key) }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try present(value, key) }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try present(value, key) }
        mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
            try present(value, key)
        }

        /// Whether `value` is there, then the value.
        private mutating func present<Value: Encodable>(_ value: Value?, _ key: Key) throws {
            encoder.writer.write(value != nil)
            if let value { try encode(value, forKey: key) }
        }

        /// Only an enum's case asks for a nested container: its name stands for the case.
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            encoder.writer.write(key.stringValue)
            return KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Unkeyed(encoder: encoder)
        }

        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    /// An array's elements, after their count, which each element written updates in place.
    fileprivate struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: ScanEntryEncoder
        /// Where the count stands.
        private let countOffset: Int
        private(set) var count = 0
        var codingPath: [any CodingKey] { [] }

        init(encoder: ScanEntryEncoder) {
            self.encoder = encoder
            countOffset = encoder.writer.reserveCount()
        }

        /// Counts one more element, before it is written.
        private mutating func counted() {
            count += 1
            encoder.writer.setCount(count, at: countOffset)
        }

        mutating func encodeNil() throws { throw Unsupported.nilOutsideProperty }
        mutating func encode(_ value: Bool) throws { counted(); encoder.writer.write(value) }
        mutating func encode(_ value: String) throws { counted(); encoder.writer.write(value) }
        mutating func encode(_ value: Double) throws { counted(); encoder.write(value) }
        mutating func encode(_ value: Float) throws { counted(); encoder.write(value) }
        mutating func encode(_ value: Int) throws { counted(); encoder.writer.write(value) }
        mutating func encode(_ value: Int8) throws { counted(); encoder.write(value) }
        mutating func encode(_ value: Int16) throws { counted(); encoder.write(value) }
        mutating func encode(_ value: Int32) throws { counted(); encoder.write(value) }
        mutating func encode(_ value: Int64) throws { counted(); encoder.write(value) }
        mutating func encode(_ value: UInt) throws { counted(); encoder.write(value) }
        mutating func encode(_ value: UInt8) throws { counted(); encoder.write(value) }
        mutating func encode(_ value: UInt16) throws { counted(); encoder.write(value) }
        mutating func encode(_ value: UInt32) throws { counted(); encoder.write(value) }
        mutating func encode(_ value: UInt64) throws { counted(); encoder.write(value) }
        mutating func encode<Value: Encodable>(_ value: Value) throws {
            counted()
            try value.encode(to: encoder)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            counted()
            return KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            counted()
            return Unkeyed(encoder: encoder)
        }

        mutating func superEncoder() -> any Encoder {
            counted()
            return encoder
        }
    }

    /// One value: a raw value (`AccessLevel`'s string), or the text of a `String` in an array.
    fileprivate struct Single: SingleValueEncodingContainer {
        let encoder: ScanEntryEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { throw Unsupported.nilOutsideProperty }
        mutating func encode(_ value: Bool) throws { encoder.writer.write(value) }
        mutating func encode(_ value: String) throws { encoder.writer.write(value) }
        mutating func encode(_ value: Double) throws { encoder.write(value) }
        mutating func encode(_ value: Float) throws { encoder.write(value) }
        mutating func encode(_ value: Int) throws { encoder.writer.write(value) }
        mutating func encode(_ value: Int8) throws { encoder.write(value) }
        mutating func encode(_ value: Int16) throws { encoder.write(value) }
        mutating func encode(_ value: Int32) throws { encoder.write(value) }
        mutating func encode(_ value: Int64) throws { encoder.write(value) }
        mutating func encode(_ value: UInt) throws { encoder.write(value) }
        mutating func encode(_ value: UInt8) throws { encoder.write(value) }
        mutating func encode(_ value: UInt16) throws { encoder.write(value) }
        mutating func encode(_ value: UInt32) throws { encoder.write(value) }
        mutating func encode(_ value: UInt64) throws { encoder.write(value) }
        mutating func encode<Value: Encodable>(_ value: Value) throws { try value.encode(to: encoder) }
    }
}
