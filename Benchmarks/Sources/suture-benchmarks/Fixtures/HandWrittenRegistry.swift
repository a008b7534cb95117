/// A registry written by hand: a dictionary of factories, the least a container does to build its table.
final class HandWrittenRegistry<Key: Hashable & Sendable>: Sendable {
    let factories: [Key: @Sendable () -> AnyObject]

    init(factories: [Key: @Sendable () -> AnyObject]) {
        self.factories = factories
    }
}

extension HandWrittenRegistry where Key == String {
    /// A registry of one factory per name, each building a `NamedSlot`.
    static func named(_ names: [String]) -> HandWrittenRegistry {
        var factories: [String: @Sendable () -> AnyObject] = [:]
        for name in names {
            factories[name] = { NamedSlot() }
        }
        return HandWrittenRegistry(factories: factories)
    }
}

extension HandWrittenRegistry where Key == ObjectIdentifier {
    /// A registry of one factory per slot type, keyed by the type's identity.
    static func typed(_ types: [any SlotObject.Type]) -> HandWrittenRegistry {
        var factories: [ObjectIdentifier: @Sendable () -> AnyObject] = [:]
        for type in types {
            factories[ObjectIdentifier(type)] = factory(of: type)
        }
        return HandWrittenRegistry(factories: factories)
    }

    private static func factory<Object: SlotObject>(of type: Object.Type) -> @Sendable () -> AnyObject {
        { Object() }
    }
}
