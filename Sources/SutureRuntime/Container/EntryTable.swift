/// The unqualified entries of a container, found by type with one multiply and a probe or two.
///
/// `Dictionary` hashes an `ObjectIdentifier` with SipHash on every look-up; types are never chosen
/// by an attacker, so Fibonacci hashing into an open-addressed table is safe here and several times
/// cheaper. The table never changes after the container is created.
@usableFromInline
final class EntryTable: @unchecked Sendable {
    /// One slot: a type's identifier (0 when empty) and its entry, unretained (the container keeps it alive).
    @usableFromInline
    struct Slot {
        @usableFromInline var key: UInt
        @usableFromInline var entry: Unmanaged<Entry>?
    }

    @usableFromInline let slots: UnsafeMutablePointer<Slot>
    @usableFromInline let mask: UInt
    @usableFromInline let shift: UInt
    private let capacity: Int

    init(_ entries: [ObjectIdentifier: Unmanaged<Entry>]) {
        var capacity = 8
        var bits: UInt = 3
        while capacity < entries.count * 2 {
            capacity *= 2
            bits += 1
        }
        self.capacity = capacity
        mask = UInt(capacity - 1)
        shift = UInt(UInt.bitWidth) - bits
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: 0, entry: nil), count: capacity)
        for (identifier, entry) in entries {
            let key = UInt(bitPattern: identifier)
            var index = Self.home(of: key, shift: shift)
            while slots[Int(index)].key != 0 {
                index = (index &+ 1) & mask
            }
            slots[Int(index)] = Slot(key: key, entry: entry)
        }
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    @inlinable
    static func home(of key: UInt, shift: UInt) -> UInt {
        (key &* 0x9E37_79B9_7F4A_7C15) >> shift
    }

    /// The entry of the type, if the table has one.
    @inlinable
    func entry(for identifier: ObjectIdentifier) -> Unmanaged<Entry>? {
        let key = UInt(bitPattern: identifier)
        var index = Self.home(of: key, shift: shift)
        while true {
            let slot = slots[Int(index)]
            if slot.key == key { return slot.entry }
            if slot.key == 0 { return nil }
            index = (index &+ 1) & mask
        }
    }
}
