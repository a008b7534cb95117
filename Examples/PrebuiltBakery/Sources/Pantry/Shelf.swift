import Suture

/// What the pantry holds, stocked from its supplier.
@Injectable
public struct Shelf: Sendable {
    /// Kilograms of flour on the shelf.
    public let flour: Int

    /// A shelf stocked with one delivery.
    public init(supplier: any Supplier) {
        flour = supplier.deliver()
    }
}
