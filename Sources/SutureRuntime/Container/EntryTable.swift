/// The unqualified entries of a container, found by type with one multiply and a probe or two.
///
/// `Dictionary` hashes an `ObjectIdentifier` with SipHash on every look-up; types are never chosen
/// by an attacker, so Fibonacci hashing into an open-addressed table is safe here and several times
/// cheaper. The container fills the table while it is created; it never changes after that.
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

    /// An empty table with room for `count` types; the container fills it with `insert` while it is created.
    init(capacityFor count: Int) {
        var capacity = 8
        var bits: UInt = 3
        while capacity < count * 2 {
            capacity *= 2
            bits += 1
        }
        self.capacity = capacity
        mask = UInt(capacity - 1)
        shift = UInt(UInt.bitWidth) - bits
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: 0, entry: nil), count: capacity)
    }

    /// Adds the type's entry, or replaces the one already there; returns the one replaced.
    ///
    /// Only while the container is being created: the table is never written once the container is shared.
    /// The table must have been made with room for every type inserted (`init(capacityFor:)`).
    func insert(_ entry: Unmanaged<Entry>, for identifier: ObjectIdentifier) -> Unmanaged<Entry>? {
        let key = UInt(bitPattern: identifier)
        var index = Self.home(of: key, shift: shift)
        while true {
            let slot = slots[Int(index)]
            if slot.key == key {
                slots[Int(index)].entry = entry
                return slot.entry
            }
            if slot.key == 0 {
                slots[Int(index)] = Slot(key: key, entry: entry)
                return nil
            }
            index = (index &+ 1) & mask
        }
    }

    /// Leaves the type without an entry, so a look-up finds none (a key registered twice), keeping its slot.
    func removeEntry(for identifier: ObjectIdentifier) {
        let key = UInt(bitPattern: identifier)
        var index = Self.home(of: key, shift: shift)
        while slots[Int(index)].key != 0 {
            if slots[Int(index)].key == key {
                slots[Int(index)].entry = nil
                return
            }
            index = (index &+ 1) & mask
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
    @inlinable @inline(__always)
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
