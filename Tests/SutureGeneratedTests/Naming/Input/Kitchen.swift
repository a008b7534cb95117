import Suture

/// Types nested in a namespace, named from inside it without the prefix.
enum Kitchen {
    protocol Scale: Sendable {
        var unit: String { get }
    }

    typealias Grams = Int

    @Injectable(as: Scale.self)
    struct DigitalScale: Scale {
        var unit: String { "g" }
        init() {}
    }

    @Injectable
    final class Pantry {
        let scale: any Scale
        let capacity: Grams

        init(scale: any Scale, capacity: Kitchen.Grams) {
            self.scale = scale
            self.capacity = capacity
        }
    }
}

extension Kitchen {
    @Injectable
    final class Shelf {
        let pantry: Pantry
        let label: Optional<Label>

        init(pantry: Pantry, label: Optional<Label>) {
            self.pantry = pantry
            self.label = label
        }
    }

    struct Label: Sendable {
        let text: String
    }
}

typealias KitchenPantry = Kitchen.Pantry
